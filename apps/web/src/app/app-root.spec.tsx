import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORED_USER_KEY } from '../features/auth/stored-user';
import { never, stubFetch } from '../test/fetch-stub';
import { aUser, signedIn, signedOut, subscription } from '../test/fixtures';
import { loadLazyModules } from '../test/lazy-modules';
import { renderApp } from '../test/render';

describe('app root', () => {
  beforeAll(loadLazyModules);

  it('shows a spinner while the current user is being loaded', () => {
    stubFetch({ 'GET /api/user': never });
    renderApp();
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
  });

  describe('with the session hint of the gateway (<html data-session>)', () => {
    afterEach(() => {
      delete document.documentElement.dataset['session'];
    });

    it('shows the signed-out entry at once when the request carried no session cookie', () => {
      document.documentElement.dataset['session'] = 'none';
      stubFetch({ 'GET /api/user': never });
      renderApp('/info');
      expect(screen.getByRole('heading', { name: 'Willkommen bei deinem MPU-Coach' })).toBeInTheDocument();
      expect(screen.queryByText('Wird geladen …')).not.toBeInTheDocument();
    });

    it('waits for the user check when it carried one', () => {
      document.documentElement.dataset['session'] = 'cookie';
      stubFetch({ 'GET /api/user': never });
      renderApp('/info');
      expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    });

    it('still shows whoever GET /api/user names', async () => {
      document.documentElement.dataset['session'] = 'none';
      stubFetch({
        'GET /api/user': signedIn(aUser({ displayName: 'Jonas' })),
        'GET /api/stripe/subscription-status': subscription(false),
      });
      renderApp();
      expect(await screen.findByRole('heading', { name: 'Hallo, Jonas!' })).toBeInTheDocument();
    });
  });

  it('shows the signed-out entry on 401 and forgets a stored user', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(aUser()));
    stubFetch({ 'GET /api/user': signedOut });
    renderApp('/calculator');

    expect(
      await screen.findByRole('heading', { name: 'Willkommen bei deinem MPU-Coach' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toBeInTheDocument();
    expect(screen.getByText(/Mit der Registrierung akzeptierst du/)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORED_USER_KEY)).toBeNull());
  });

  describe('§ 312k BGB: "Verträge hier kündigen" signed out', () => {
    afterEach(() => {
      delete document.documentElement.dataset['session'];
    });

    it('the entry links to the cancellation page', async () => {
      stubFetch({ 'GET /api/user': signedOut });
      renderApp('/');
      const link = await screen.findByRole('link', { name: 'Verträge hier kündigen' });
      expect(link).toHaveAttribute('href', '/kuendigen');
      expect(link.closest('footer')).not.toBeNull();
    });

    it.each([
      ['401', signedOut],
      [
        'a failed user check (503)',
        { status: 503, body: { message: 'Der Dienst ist vorübergehend nicht verfügbar.' } },
      ],
    ] as const)('/kuendigen shows the cancellation page instead of the entry on %s', async (_case, reply) => {
      const stub = stubFetch({ 'GET /api/user': reply });
      renderApp('/kuendigen/');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Verträge hier kündigen' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Jetzt kündigen' })).toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'Anmelden' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/');
      expect(stub.calls).not.toContain('GET /api/cancellation-requests/prefill');
    });

    it('/kuendigen shows it at once without a session cookie', async () => {
      document.documentElement.dataset['session'] = 'none';
      stubFetch({ 'GET /api/user': never });
      renderApp('/kuendigen');
      expect(await screen.findByRole('button', { name: 'Jetzt kündigen' })).toBeInTheDocument();
    });
  });

  it('shows the signed-in app when the user is known', async () => {
    stubFetch({
      'GET /api/user': signedIn(aUser({ displayName: 'Jonas' })),
      'GET /api/stripe/subscription-status': subscription(false),
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Hallo, Jonas!' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
  });

  it('offers a retry when the user cannot be determined', async () => {
    let available = false;
    stubFetch({
      'GET /api/user': () =>
        available
          ? signedIn()
          : {
              status: 503,
              body: {
                message: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.',
              },
            },
      'GET /api/stripe/subscription-status': subscription(false),
    });
    renderApp();

    expect(
      await screen.findByText(
        'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.',
      ),
    ).toBeInTheDocument();
    available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Hallo, Maria!' })).toBeInTheDocument();
  });
});
