import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { aUser, signedOut, subscription } from '../../test/fixtures';
import { loadLazyModules } from '../../test/lazy-modules';
import { renderApp } from '../../test/render';
import { STORED_USER_KEY } from './stored-user';

async function openRegistration(path = '/') {
  renderApp(path);
  await userEvent.click(await screen.findByRole('tab', { name: 'Registrieren' }));
  return {
    username: screen.getByLabelText('Benutzername oder E-Mail-Adresse'),
    displayName: screen.getByLabelText('Anzeigename (optional)'),
    password: screen.getByLabelText('Passwort'),
    confirm: screen.getByLabelText('Passwort bestätigen'),
    submit: screen.getByRole('button', { name: 'Registrieren' }),
  };
}

describe('registration form', () => {
  beforeAll(loadLazyModules);

  it('shows the mismatch message on the confirmation field', async () => {
    const network = stubFetch({ 'GET /api/user': signedOut });
    const form = await openRegistration();
    await userEvent.type(form.username, 'maria@example.de');
    await userEvent.type(form.password, 'geheim1');
    await userEvent.type(form.confirm, 'geheim2');
    await userEvent.click(form.submit);

    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(form.confirm).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
    expect(form.confirm).toHaveAttribute('aria-invalid', 'true');
    expect(form.password).not.toHaveAttribute('aria-invalid');
    expect(network.calls).not.toContain('POST /api/register');
  });

  it('shows the username and password rules of the spec', async () => {
    stubFetch({ 'GET /api/user': signedOut });
    const form = await openRegistration();
    await userEvent.type(form.username, 'abc');
    await userEvent.type(form.password, '12345');
    await userEvent.click(form.submit);

    expect(
      await screen.findByText('Benutzername oder E-Mail-Adresse muss mindestens 4 Zeichen lang sein'),
    ).toBeInTheDocument();
    expect(screen.getByText('Das Passwort muss mindestens 6 Zeichen enthalten')).toBeInTheDocument();

    await userEvent.clear(form.username);
    await userEvent.type(form.username, 'maria mustermann');
    expect(
      screen.getByText(
        'Gib einen gültigen Benutzernamen (nur Buchstaben, Zahlen, ., - und _) oder eine E-Mail-Adresse ein',
      ),
    ).toBeInTheDocument();
  });

  it('uses new-password autocomplete for both password fields', async () => {
    stubFetch({ 'GET /api/user': signedOut });
    const form = await openRegistration();
    expect(form.password).toHaveAttribute('autocomplete', 'new-password');
    expect(form.confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(form.username).toHaveAttribute('autocomplete', 'username');
  });

  it("shows 'Fehler bei der Registrierung' with the server's message", async () => {
    stubFetch({
      'GET /api/user': signedOut,
      'POST /api/register': {
        status: 409,
        body: { message: 'Dieser Benutzername bzw. diese E-Mail-Adresse ist bereits registriert.' },
      },
    });
    const form = await openRegistration();
    await userEvent.type(form.username, 'maria@example.de');
    await userEvent.type(form.password, 'geheim1');
    await userEvent.type(form.confirm, 'geheim1');
    await userEvent.click(form.submit);

    const toast = await screen.findByRole('alert');
    expect(await within(toast).findByText('Fehler bei der Registrierung')).toBeInTheDocument();
    expect(
      within(toast).getByText('Dieser Benutzername bzw. diese E-Mail-Adresse ist bereits registriert.'),
    ).toBeInTheDocument();
  });

  it('shows the generic registration error when the request fails without a message', async () => {
    stubFetch({ 'GET /api/user': signedOut, 'POST /api/register': 'network-error' });
    const form = await openRegistration();
    await userEvent.type(form.username, 'maria@example.de');
    await userEvent.type(form.password, 'geheim1');
    await userEvent.type(form.confirm, 'geheim1');
    await userEvent.click(form.submit);

    expect(await screen.findByText('Bei der Registrierung ist ein Fehler aufgetreten')).toBeInTheDocument();
  });

  it('registers without the confirmation field, toasts success and goes to /', async () => {
    const user = aUser({ username: 'maria@example.de', displayName: 'Maria M.' });
    let registered = false;
    const network = stubFetch({
      'GET /api/user': () => (registered ? { status: 200, body: user } : signedOut),
      'POST /api/register': () => {
        registered = true;
        return { status: 201, body: user };
      },
      'GET /api/stripe/subscription-status': subscription(false),
    });
    const form = await openRegistration('/coach');
    await userEvent.type(form.username, 'maria@example.de');
    await userEvent.type(form.displayName, 'Maria M.');
    await userEvent.type(form.password, 'geheim1');
    await userEvent.type(form.confirm, 'geheim1');
    await userEvent.click(form.submit);

    expect(await screen.findByText('Registrierung erfolgreich')).toBeInTheDocument();
    expect(screen.getByText('Du bist jetzt registriert und eingeloggt!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hallo, Maria M.!' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    const request = network.requests.find((r) => r.url.endsWith('/api/register'));
    expect(await request?.json()).toEqual({
      username: 'maria@example.de',
      password: 'geheim1',
      displayName: 'Maria M.',
    });
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null')).toEqual(user);
  });

  it('leaves an empty display name out of the payload', async () => {
    const network = stubFetch({
      'GET /api/user': signedOut,
      'POST /api/register': { status: 503, body: { message: 'x' } },
    });
    const form = await openRegistration();
    await userEvent.type(form.username, 'maria_m');
    await userEvent.type(form.password, 'geheim1');
    await userEvent.type(form.confirm, 'geheim1');
    await userEvent.click(form.submit);

    await screen.findByText('Fehler bei der Registrierung');
    const request = network.requests.find((r) => r.url.endsWith('/api/register'));
    expect(await request?.json()).toEqual({ username: 'maria_m', password: 'geheim1' });
  });
});
