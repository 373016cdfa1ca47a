import { act, fireEvent, screen } from '@testing-library/react';
import { stubFetch, type Routes } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderInRouter } from '../../test/render';
import { STORED_USER_KEY } from '../auth/stored-user';
import { InactivityWatcher } from './inactivity-watcher';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const LOGOUT_OK: Routes = {
  'POST /api/prepare-logout': { status: 200, body: { sessionsCompleted: 1 } },
  'POST /api/logout': { status: 200, body: {} },
};

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function renderWatcher(routes: Routes = LOGOUT_OK) {
  const network = stubFetch(routes);
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(aUser()));
  renderInRouter(<InactivityWatcher />, { path: '/coach' });
  return network;
}

describe('inactivity watcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns after 4 idle minutes with a 60 second countdown', async () => {
    renderWatcher();
    await advance(4 * MINUTE - SECOND);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await advance(SECOND);
    const dialog = screen.getByRole('alertdialog', { name: 'Inaktivität festgestellt' });
    expect(dialog).toHaveTextContent('in 60 Sekunden automatisch abgemeldet');
    expect(screen.getByRole('button', { name: 'Angemeldet bleiben' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Jetzt abmelden' })).toBeInTheDocument();

    await advance(15 * SECOND);
    expect(dialog).toHaveTextContent('in 45 Sekunden automatisch abgemeldet');
  });

  it('resets the idle time on activity while no warning shows', async () => {
    renderWatcher();
    await advance(3 * MINUTE);
    fireEvent.mouseMove(document);
    await advance(3 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'a' });
    await advance(3 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(MINUTE);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('ignores activity once the warning shows', async () => {
    renderWatcher();
    await advance(4 * MINUTE);
    fireEvent.mouseMove(document);
    fireEvent.scroll(window);
    await advance(10 * SECOND);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('in 50 Sekunden');
  });

  it("'Angemeldet bleiben' closes the warning and starts over", async () => {
    const network = renderWatcher();
    await advance(4 * MINUTE + 30 * SECOND);
    fireEvent.click(screen.getByRole('button', { name: 'Angemeldet bleiben' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await advance(4 * MINUTE - SECOND);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });

  it('logs out automatically at zero: prepare-logout, logout, stored user removed, toast', async () => {
    const network = renderWatcher();
    await advance(5 * MINUTE);

    expect(network.calls).toEqual(['POST /api/prepare-logout', 'POST /api/logout']);
    expect(network.requests.every((request) => request.credentials === 'include')).toBe(true);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Automatisch abgemeldet')).toBeInTheDocument();
    expect(
      screen.getByText('Du wurdest aufgrund von Inaktivität automatisch abgemeldet.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('still logs out when prepare-logout fails, and only logs that failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const network = renderWatcher({
      ...LOGOUT_OK,
      'POST /api/prepare-logout': { status: 503, body: { message: 'nicht verfügbar' } },
    });
    await advance(5 * MINUTE);

    expect(network.calls).toEqual(['POST /api/prepare-logout', 'POST /api/logout']);
    expect(warn).toHaveBeenCalled();
    expect(screen.getByText('Automatisch abgemeldet')).toBeInTheDocument();
  });

  it("'Jetzt abmelden' logs out at once", async () => {
    const network = renderWatcher();
    await advance(4 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt abmelden' }));
    await advance(0);

    expect(network.calls).toEqual(['POST /api/prepare-logout', 'POST /api/logout']);
    expect(screen.queryByText('Automatisch abgemeldet')).not.toBeInTheDocument();
  });

  it('accepts other timings', async () => {
    stubFetch(LOGOUT_OK);
    renderInRouter(
      <InactivityWatcher timeoutMs={10 * SECOND} warningMs={5 * SECOND} checkIntervalMs={SECOND} />,
    );
    await advance(5 * SECOND);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('in 5 Sekunden');
    await advance(5 * SECOND);
    expect(screen.getByText('Automatisch abgemeldet')).toBeInTheDocument();
  });
});
