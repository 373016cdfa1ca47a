import { greetingName, isValidUsername, normalizeUsername } from './username.rules';

describe('greetingName (spec 1 §2)', () => {
  it('uses the display name when there is one', () => {
    expect(greetingName({ username: 'anna@mail.de', displayName: 'Anna' })).toBe('Anna');
  });
  it('falls back to the part of the username before the @', () => {
    expect(greetingName({ username: 'anna.m@mail.de', displayName: null })).toBe('anna.m');
    expect(greetingName({ username: 'anna.m@mail.de', displayName: '   ' })).toBe('anna.m');
  });
  it('uses a plain username as it is', () => {
    expect(greetingName({ username: 'jens_k', displayName: null })).toBe('jens_k');
  });
});

describe('username rules', () => {
  it('normalises for case-insensitive uniqueness', () => {
    expect(normalizeUsername('  Anna@Mail.DE ')).toBe('anna@mail.de');
  });
  it('checks e-mail shape only when the value contains an @', () => {
    expect(isValidUsername('anna@mail.de')).toBe(true);
    expect(isValidUsername('anna@mail.')).toBe(false);
    expect(isValidUsername('anna_mail.de')).toBe(true);
  });
});
