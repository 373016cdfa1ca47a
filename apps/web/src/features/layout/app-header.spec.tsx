import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { aUser, signedOut, subscription } from '../../test/fixtures';
import { loadLazyModules } from '../../test/lazy-modules';
import { renderApp } from '../../test/render';
import { STORED_USER_KEY } from '../auth/stored-user';

describe('logout from the header', () => {
  beforeAll(loadLazyModules);

  it('calls prepare-logout, then logout, forgets the user and shows the entry', async () => {
    let loggedIn = true;
    const network = stubFetch({
      'GET /api/user': () => (loggedIn ? { status: 200, body: aUser() } : signedOut),
      'GET /api/stripe/subscription-status': subscription(false),
      'POST /api/prepare-logout': { status: 200, body: { sessionsCompleted: 0 } },
      'POST /api/logout': () => {
        loggedIn = false;
        return { status: 200, body: {} };
      },
    });
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(aUser()));
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));

    expect(
      await screen.findByRole('heading', { name: 'Willkommen bei deinem MPU-Coach' }),
    ).toBeInTheDocument();
    const logoutCalls = network.calls.filter((call) => call.startsWith('POST'));
    expect(logoutCalls).toEqual(['POST /api/prepare-logout', 'POST /api/logout']);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('stays signed in and shows an error when the logout call fails', async () => {
    stubFetch({
      'GET /api/user': { status: 200, body: aUser() },
      'GET /api/stripe/subscription-status': subscription(false),
      'POST /api/prepare-logout': { status: 200, body: { sessionsCompleted: 0 } },
      'POST /api/logout': {
        status: 503,
        body: { message: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.' },
      },
    });
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Dienst ist vorübergehend nicht verfügbar',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hallo, Maria!' })).toBeInTheDocument();
  });
});
