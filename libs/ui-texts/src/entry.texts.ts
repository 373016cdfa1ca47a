import { COMMON_MESSAGES } from '@mpu/contracts';
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
  /** Spec 1 §8: the toast of a failed login; the server's message when it sent one. */
  login: {
    failedTitle: COMMON_TEXTS.errorTitle,
    unexpected: COMMON_MESSAGES.unexpected,
  },
  /** Spec 1 §8: the toasts of the registration; the server's message when it sent one. */
  register: {
    failedTitle: 'Fehler bei der Registrierung',
    unexpected: 'Bei der Registrierung ist ein Fehler aufgetreten',
    successTitle: 'Registrierung erfolgreich',
    successText: 'Du bist jetzt registriert und eingeloggt!',
    /** The confirmation field of the form (the confirmation is never sent). */
    passwordMismatch: 'Die Passwörter stimmen nicht überein',
  },
  connection: {
    title: 'Keine Verbindung',
    retry: COMMON_TEXTS.retry,
  },
} as const;
