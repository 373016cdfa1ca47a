import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageList } from './message-list';

describe('MessageList', () => {
  it('is a named log that the keyboard reaches, so it can be scrolled without a mouse', async () => {
    render(
      <>
        <button type="button">davor</button>
        <MessageList mode="coach" welcome="Willkommen beim MPU Coach" turns={[]} pending={null} />
      </>,
    );
    const log = screen.getByRole('log', { name: 'Chatverlauf' });
    expect(log).toHaveAttribute('tabindex', '0');

    await userEvent.click(screen.getByRole('button', { name: 'davor' }));
    await userEvent.tab();
    expect(log).toHaveFocus();
  });
});
