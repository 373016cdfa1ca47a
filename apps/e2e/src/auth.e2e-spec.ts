import { AUTH_MESSAGES, COMMON_MESSAGES } from '@mpu/contracts';
import { APP_TEXTS, ENTRY_TEXTS } from '@mpu/ui-texts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import {
  describedBy,
  entryTab,
  field,
  loginThroughForm,
  openEntry,
  pathname,
  registerViaApi,
  toastText,
  uniqueUsername,
  waitForFocus,
} from './support/app';
import { e2eSuite } from './support/browser';

const E = ENTRY_TEXTS.entry;
const { test } = e2eSuite('auth');

describe('registration', () => {
  test(
    'shows the spec messages for bad input, then registers and lands on home',
    async ({ page, step }) => {
      const username = field(page, E.usernameLabel);
      const password = field(page, E.passwordLabel);
      const confirmation = field(page, E.confirmPasswordLabel);
      const submit = page.getByRole('button', { name: E.registerSubmit, exact: true });

      await step('entry screen', async () => {
        await openEntry(page);
        expect(await entryTab(page, E.loginTab).getAttribute('aria-selected')).toBe('true');
      });

      await step('register tab', async () => {
        await entryTab(page, E.registerTab).tap();
        await submit.waitFor();
        expect(await entryTab(page, E.registerTab).getAttribute('aria-selected')).toBe('true');
        expect(await describedBy(password)).toBe(E.passwordHint);
      });

      await step('too short', async () => {
        await username.fill('abc');
        await password.fill('12345');
        await confirmation.fill('12345');
        await submit.tap();
        await page.getByText(AUTH_MESSAGES.usernameTooShort).waitFor();
        expect(await describedBy(username)).toBe(AUTH_MESSAGES.usernameTooShort);
        expect(await describedBy(password)).toBe(AUTH_MESSAGES.passwordTooShort);
        expect(await username.getAttribute('aria-invalid')).toBe('true');
        expect(await password.getAttribute('aria-invalid')).toBe('true');
        // the first invalid field receives focus
        await waitForFocus(username);
      });

      await step('invalid username', async () => {
        // after the first submit the form validates live on every change
        await username.fill('anna maria');
        await page.getByText(AUTH_MESSAGES.usernameInvalid).waitFor();
        expect(await describedBy(username)).toBe(AUTH_MESSAGES.usernameInvalid);
      });

      await step('confirmation mismatch', async () => {
        await username.fill(uniqueUsername());
        await password.fill('geheim1');
        await confirmation.fill('geheim2');
        await page.getByText(ENTRY_TEXTS.register.passwordMismatch).waitFor();
        expect(await describedBy(confirmation)).toBe(ENTRY_TEXTS.register.passwordMismatch);
        expect(await confirmation.getAttribute('aria-invalid')).toBe('true');
        expect(await password.getAttribute('aria-invalid')).toBeNull();
        expect(await username.getAttribute('aria-invalid')).toBeNull();
      });

      await step('registered', async () => {
        await field(page, E.displayNameLabel).fill('Erika Probe');
        await confirmation.fill('geheim1');
        await submit.tap();
        // the toast lives 3 s, so it is read while the signed-in app loads
        const [toast] = await Promise.all([
          toastText(page, 'normal'),
          page.getByRole('heading', { level: 1, name: APP_TEXTS.home.greeting('Erika Probe') }).waitFor(),
        ]);
        expect(pathname(page)).toBe('/');
        expect(toast).toEqual({
          title: ENTRY_TEXTS.register.successTitle,
          text: ENTRY_TEXTS.register.successText,
        });
      });
    },
    { id: 's1-register' },
  );
});

describe('logout', () => {
  test(
    'returns to the login screen and ends the session',
    async (session) => {
      const { page, step, context } = session;
      const credentials = { username: uniqueUsername(), password: 'geheim1' };
      await registerViaApi(session, credentials);

      await step('signed in', async () => {
        await page.goto('/');
        await page
          .getByRole('heading', { level: 1, name: APP_TEXTS.home.greeting(credentials.username) })
          .waitFor();
        expect((await context.request.get('/api/user')).status()).toBe(200);
      });

      await step('logged out', async () => {
        await page.getByRole('button', { name: APP_TEXTS.logout.button }).tap();
        await page.getByRole('heading', { level: 1, name: E.title }).waitFor();
        expect(await entryTab(page, E.loginTab).getAttribute('aria-selected')).toBe('true');
        await page.getByRole('button', { name: E.loginSubmit, exact: true }).waitFor();
        expect(pathname(page)).toBe('/');
        expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
      });

      const afterLogout = await context.request.get('/api/user');
      expect(afterLogout.status()).toBe(401);
      expect(await afterLogout.json()).toEqual({ message: COMMON_MESSAGES.notLoggedIn });

      await step('reload stays logged out', async () => {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: E.title }).waitFor();
      });
    },
    { id: 's3-logout' },
  );
});

describe('login', () => {
  test(
    "shows the 'Fehler' toast for a wrong password and stays on the entry",
    async ({ page, step }) => {
      await step('entry screen', () => openEntry(page));

      await step('wrong password', async () => {
        await loginThroughForm(page, {
          username: DEMO_ACCOUNTS.free.username,
          password: 'falsches-passwort',
        });
        expect(await toastText(page, 'destructive')).toEqual({
          title: ENTRY_TEXTS.login.failedTitle,
          text: AUTH_MESSAGES.invalidCredentials,
        });
        await page.getByRole('heading', { level: 1, name: E.title }).waitFor();
        expect(await field(page, E.usernameLabel).inputValue()).toBe(DEMO_ACCOUNTS.free.username);
      });
    },
    { id: 's5-wrong-password', expectedHttpErrors: [{ status: 401, method: 'POST', path: '/api/login' }] },
  );
});
