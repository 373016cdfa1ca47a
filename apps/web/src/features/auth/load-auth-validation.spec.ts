import { config } from 'zod';
import { loadAuthValidation } from './load-auth-validation';

describe('loadAuthValidation', () => {
  it('loads the contracts schemas once', async () => {
    const first = await loadAuthValidation();
    expect(await loadAuthValidation()).toBe(first);
    expect(first.validate(first.loginSchema, { username: ' ', password: '' })).toMatchObject({
      ok: false,
      fieldErrors: {
        username: 'Bitte gib einen Benutzernamen oder eine E-Mail-Adresse ein',
        password: 'Bitte gib dein Passwort ein',
      },
    });
  });

  it('switches zod to jitless mode, which the CSP (no eval) requires', async () => {
    await loadAuthValidation();
    expect(config().jitless).toBe(true);
  });
});
