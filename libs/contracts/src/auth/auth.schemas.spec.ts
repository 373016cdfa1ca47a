import { AUTH_MESSAGES } from './auth.messages';
import { loginSchema, registerSchema } from './auth.schemas';
import { validate } from '../common/validation';

const M = AUTH_MESSAGES;

function firstMessage(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  return result.ok ? null : result.message;
}

describe('loginSchema (spec 1 §5)', () => {
  it.each([
    [{ username: '', password: 'x' }, M.loginUsernameRequired],
    [{ username: '   ', password: 'x' }, M.loginUsernameRequired],
    [{ password: 'x' }, M.loginUsernameRequired],
    [{ username: 'anna', password: '' }, M.loginPasswordRequired],
    [{ username: 'anna' }, M.loginPasswordRequired],
  ])('rejects %j with "%s"', (input, message) => {
    expect(firstMessage(loginSchema, input)).toBe(message);
  });

  it('accepts any non-empty username and trims it', () => {
    expect(validate(loginSchema, { username: ' anna ', password: 'a' })).toEqual({
      ok: true,
      data: { username: 'anna', password: 'a' },
    });
  });
});

describe('registerSchema (spec 1 §5)', () => {
  const valid = { username: 'anna.m', password: 'geheim1' };

  it.each([
    ['abc', M.usernameTooShort],
    ['   ab  ', M.usernameTooShort],
    ['anna maria', M.usernameInvalid],
    ['anna!', M.usernameInvalid],
    ['anna@mail', M.usernameInvalid],
    ['anna@@mail.de', M.usernameInvalid],
    ['an na@mail.de', M.usernameInvalid],
    ['a'.repeat(255), M.usernameTooLong],
  ])('rejects username %j with "%s"', (username, message) => {
    expect(firstMessage(registerSchema, { ...valid, username })).toBe(message);
  });

  it.each(['anna', 'anna.m', 'a-n_n.a', 'jürgen', 'Anna2024', 'anna@mail.de', 'a.b+c@sub.example.org'])(
    'accepts username %j',
    (username) => {
      expect(validate(registerSchema, { ...valid, username }).ok).toBe(true);
    },
  );

  it('requires at least 6 password characters', () => {
    expect(firstMessage(registerSchema, { ...valid, password: '12345' })).toBe(M.passwordTooShort);
    expect(validate(registerSchema, { ...valid, password: '123456' }).ok).toBe(true);
  });

  it('caps the password length', () => {
    expect(firstMessage(registerSchema, { ...valid, password: 'x'.repeat(257) })).toBe(M.passwordTooLong);
  });

  it('treats an empty display name as none and limits its length', () => {
    expect(validate(registerSchema, { ...valid, displayName: '  ' })).toMatchObject({
      ok: true,
      data: { displayName: null },
    });
    expect(validate(registerSchema, { ...valid, displayName: ' Anna ' })).toMatchObject({
      ok: true,
      data: { displayName: 'Anna' },
    });
    expect(firstMessage(registerSchema, { ...valid, displayName: 'x'.repeat(61) })).toBe(
      M.displayNameTooLong,
    );
  });

  it('drops fields it does not know, such as a client-sent userId or isAdmin', () => {
    const result = validate(registerSchema, { ...valid, userId: 'someone-else', isAdmin: true });
    expect(result).toEqual({
      ok: true,
      data: { username: 'anna.m', password: 'geheim1', displayName: null },
    });
  });
});
