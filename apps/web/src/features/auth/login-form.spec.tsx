import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { never, stubFetch } from '../../test/fetch-stub';
import { aUser, signedOut, subscription } from '../../test/fixtures';
import { loadLazyModules } from '../../test/lazy-modules';
import { renderApp } from '../../test/render';
import { STORED_USER_KEY } from './stored-user';

async function openLogin() {
  renderApp();
  await screen.findByRole('heading', { name: 'Willkommen bei deinem MPU-Coach' });
  return {
    username: screen.getByLabelText('Benutzername oder E-Mail-Adresse'),
    password: screen.getByLabelText('Passwort'),
    submit: screen.getByRole('button', { name: 'Anmelden' }),
  };
}

describe('login form', () => {
  beforeAll(loadLazyModules);

  it('shows the spec messages for empty fields and focuses the first one', async () => {
    const network = stubFetch({ 'GET /api/user': signedOut });
    const { username, password, submit } = await openLogin();

    await userEvent.click(submit);

    expect(
      await screen.findByText('Bitte gib einen Benutzernamen oder eine E-Mail-Adresse ein'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bitte gib dein Passwort ein')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(
      'Bitte gib einen Benutzernamen oder eine E-Mail-Adresse ein',
    );
    expect(password).toHaveAccessibleDescription('Bitte gib dein Passwort ein');
    expect(username).toHaveFocus();
    expect(network.calls).not.toContain('POST /api/login');
  });

  it('clears a message live once the field is filled after a submit', async () => {
    stubFetch({ 'GET /api/user': signedOut });
    const { username, submit } = await openLogin();
    await userEvent.click(submit);
    await screen.findByText('Bitte gib einen Benutzernamen oder eine E-Mail-Adresse ein');

    await userEvent.type(username, 'maria');

    expect(
      screen.queryByText('Bitte gib einen Benutzernamen oder eine E-Mail-Adresse ein'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Bitte gib dein Passwort ein')).toBeInTheDocument();
  });

  it('has the attributes password managers and mobile keyboards rely on', async () => {
    stubFetch({ 'GET /api/user': signedOut });
    const { username, password } = await openLogin();
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username).toHaveAttribute('inputmode', 'email');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it("shows the server's message in a 'Fehler' toast when the login fails", async () => {
    stubFetch({
      'GET /api/user': signedOut,
      'POST /api/login': { status: 401, body: { message: 'Benutzername oder Passwort ist falsch.' } },
    });
    const { username, password, submit } = await openLogin();
    await userEvent.type(username, 'maria');
    await userEvent.type(password, 'falsch');
    await userEvent.click(submit);

    const toast = await screen.findByRole('alert');
    expect(await within(toast).findByText('Fehler')).toBeInTheDocument();
    expect(within(toast).getByText('Benutzername oder Passwort ist falsch.')).toBeInTheDocument();
  });

  it('shows the unexpected-error text when the network fails', async () => {
    stubFetch({ 'GET /api/user': signedOut, 'POST /api/login': 'network-error' });
    const { username, password, submit } = await openLogin();
    await userEvent.type(username, 'maria');
    await userEvent.type(password, 'geheim1');
    await userEvent.click(submit);

    expect(await screen.findByText('Ein unerwarteter Fehler ist aufgetreten')).toBeInTheDocument();
  });

  it('disables the submit button while the login is pending', async () => {
    stubFetch({ 'GET /api/user': signedOut, 'POST /api/login': never });
    const { username, password, submit } = await openLogin();
    await userEvent.type(username, 'maria');
    await userEvent.type(password, 'geheim1');
    await userEvent.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
  });

  it('logs in: sends trimmed credentials, stores the user and shows the home screen', async () => {
    const user = aUser({ username: 'maria@example.de', displayName: null });
    let loggedIn = false;
    const network = stubFetch({
      'GET /api/user': () => (loggedIn ? { status: 200, body: user } : signedOut),
      'POST /api/login': () => {
        loggedIn = true;
        return { status: 200, body: user };
      },
      'GET /api/stripe/subscription-status': subscription(false),
    });
    const { username, password, submit } = await openLogin();
    await userEvent.type(username, '  maria@example.de ');
    await userEvent.type(password, 'geheim1');
    await userEvent.click(submit);

    expect(await screen.findByRole('heading', { name: 'Hallo, maria!' })).toBeInTheDocument();
    const login = network.requests.find((request) => request.url.endsWith('/api/login'));
    expect(await login?.json()).toEqual({ username: 'maria@example.de', password: 'geheim1' });
    expect(login?.credentials).toBe('include');
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null')).toEqual(user);
    // the current-user query is refreshed after the login
    await waitFor(() => expect(network.calls.filter((call) => call === 'GET /api/user')).toHaveLength(2));
  });

  it("opens the 'Passwort vergessen?' dialog without sending anything", async () => {
    const network = stubFetch({ 'GET /api/user': signedOut });
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Passwort vergessen?' });
    expect(within(dialog).getByText(/wende dich an unser Support-Team/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verstanden' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(network.calls).toEqual(['GET /api/user']);
  });
});
