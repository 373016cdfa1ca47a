import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { never, stubFetch } from '../../test/fetch-stub';
import { subscription } from '../../test/fixtures';
import { renderInRouter } from '../../test/render';
import { SubscriptionGate } from './subscription-gate';

function renderGate() {
  return renderInRouter(
    <SubscriptionGate tier="premium">
      <h1>Geschützter Inhalt</h1>
    </SubscriptionGate>,
    { path: '/simulator', route: '/simulator' },
  );
}

describe('SubscriptionGate', () => {
  it('shows a spinner while the subscription is checked', () => {
    stubFetch({ 'GET /api/stripe/subscription-status': never });
    renderGate();
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    expect(screen.queryByText('Geschützter Inhalt')).not.toBeInTheDocument();
  });

  it('shows the content with an active subscription', async () => {
    stubFetch({ 'GET /api/stripe/subscription-status': subscription(true) });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Geschützter Inhalt' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the 'Premium-Inhalt' dialog over a locked page without a subscription", async () => {
    stubFetch({ 'GET /api/stripe/subscription-status': subscription(false) });
    renderGate();

    const dialog = await screen.findByRole('dialog', { name: 'Premium-Inhalt' });
    expect(within(dialog).getByRole('button', { name: 'Jetzt freischalten' })).toHaveFocus();
    expect(screen.queryByText('Geschützter Inhalt')).not.toBeInTheDocument();
    // the locked page behind the dialog is inert and hidden from assistive technology until the dialog closes
    expect(screen.getAllByRole('heading', { name: 'Premium-Inhalt' })).toHaveLength(1);
    expect(document.querySelector('main[data-required-tier="premium"]')).toHaveAttribute('inert');
  });

  it("'Zurück' closes the dialog and goes home", async () => {
    stubFetch({ 'GET /api/stripe/subscription-status': subscription(false) });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Zurück' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Jetzt freischalten' goes to /subscribe", async () => {
    stubFetch({ 'GET /api/stripe/subscription-status': subscription(false) });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt freischalten' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
  });

  it('Escape closes only the dialog and leaves the locked page usable', async () => {
    stubFetch({ 'GET /api/stripe/subscription-status': subscription(false) });
    renderGate();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premium-Inhalt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt abonnieren' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('treats a failed check as no access and shows the destructive error toast', async () => {
    stubFetch({
      'GET /api/stripe/subscription-status': { status: 503, body: { message: 'Dienst nicht verfügbar' } },
    });
    renderGate();

    expect(await screen.findByRole('dialog', { name: 'Premium-Inhalt' })).toBeInTheDocument();
    const toast = screen.getByRole('alert');
    expect(within(toast).getByText('Fehler')).toBeInTheDocument();
    expect(
      within(toast).getByText(
        'Es gab ein Problem beim Überprüfen deines Abonnements. Bitte versuche es später erneut.',
      ),
    ).toBeInTheDocument();
  });
});
