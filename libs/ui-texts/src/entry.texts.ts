import { COMMON_TEXTS } from './common.texts';

const LOGIN = 'Anmelden';
const REGISTER = 'Registrieren';

/** Texts of the signed-out entry (login, registration). See common.texts.ts. */
export const ENTRY_TEXTS = {
  entry: {
    title: 'Willkommen bei deinem MPU-Coach',
    intro: 'Melde dich an oder erstelle ein Konto, um mit deiner Vorbereitung zu starten.',
    tabsLabel: 'Anmelden oder registrieren',
    loginTab: LOGIN,
    registerTab: REGISTER,
    legalNote: 'Mit der Registrierung akzeptierst du unsere Nutzungsbedingungen und Datenschutzrichtlinien.',
    usernameLabel: 'Benutzername oder E-Mail-Adresse',
    passwordLabel: 'Passwort',
    confirmPasswordLabel: 'Passwort bestätigen',
    displayNameLabel: 'Anzeigename (optional)',
    displayNameHint: 'So sprechen wir dich in der App an.',
    passwordHint: 'Mindestens 6 Zeichen.',
    loginSubmit: LOGIN,
    registerSubmit: REGISTER,
    forgotPassword: 'Passwort vergessen?',
    forgotPasswordText:
      'Aus Sicherheitsgründen setzen wir Passwörter nur nach einer persönlichen Prüfung zurück. Bitte wende dich an unser Support-Team – wir helfen dir schnell weiter.',
    forgotPasswordContact: 'Support per E-Mail kontaktieren',
    forgotPasswordDone: 'Verstanden',
  },
  connection: {
    title: 'Keine Verbindung',
    retry: COMMON_TEXTS.retry,
  },
} as const;
