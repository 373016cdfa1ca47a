/**
 * Validation and error texts of spec 1 §5 and §8 the server sends (the schemas' messages, the auth answers), word
 * for word where the spec gives them. The web's own toasts and form texts are in @mpu/ui-texts (ENTRY_TEXTS).
 */
export const AUTH_MESSAGES = {
  loginUsernameRequired: 'Bitte gib einen Benutzernamen oder eine E-Mail-Adresse ein',
  loginPasswordRequired: 'Bitte gib dein Passwort ein',
  usernameTooShort: 'Benutzername oder E-Mail-Adresse muss mindestens 4 Zeichen lang sein',
  usernameInvalid:
    'Gib einen gültigen Benutzernamen (nur Buchstaben, Zahlen, ., - und _) oder eine E-Mail-Adresse ein',
  usernameTooLong: 'Benutzername oder E-Mail-Adresse darf höchstens 254 Zeichen lang sein',
  passwordTooShort: 'Das Passwort muss mindestens 6 Zeichen enthalten',
  passwordTooLong: 'Das Passwort darf höchstens 256 Zeichen enthalten',
  displayNameTooLong: 'Der Anzeigename darf höchstens 60 Zeichen lang sein',
  invalidCredentials: 'Benutzername oder Passwort ist falsch.',
  usernameTaken: 'Dieser Benutzername bzw. diese E-Mail-Adresse ist bereits registriert.',
  userNotFound: 'Benutzer nicht gefunden.',
} as const;
