/** "Looks like an e-mail": contains an @ — then it has to be of the shape local@domain.tld. */
export function looksLikeEmail(value: string): boolean {
  return value.includes('@');
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
const PLAIN_USERNAME = /^[\p{L}\p{N}._-]+$/u;

/** Spec 1 §5: an e-mail of the usual shape, or only letters, digits, dot, hyphen and underscore. */
export function isValidUsername(value: string): boolean {
  return looksLikeEmail(value) ? EMAIL_SHAPE.test(value) : PLAIN_USERNAME.test(value);
}

/** The form a username is compared in: unique and looked up case-insensitively. */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** Greeting name of spec 1 §2: the display name, else the part of the username before the @. */
export function greetingName(user: { username: string; displayName: string | null }): string {
  const displayName = user.displayName?.trim();
  if (displayName) return displayName;
  const at = user.username.indexOf('@');
  return at > 0 ? user.username.slice(0, at) : user.username;
}
