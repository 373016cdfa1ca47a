/**
 * German wording of the web app, kept here so the e2e suite asserts exactly what users read. Split by
 * where the web app uses it: common (app root), entry (signed-out screen) and app (signed-in screens).
 * Each file is a plain constant object without imports; the web bundler keeps only what a chunk uses,
 * so the signed-out visitor does not download the signed-in texts. Spec wording is kept word for word;
 * messages the server sends as well (validation, auth answers) live in ../common and ../auth.
 */
export const COMMON_TEXTS = {
  appName: 'MPU-Vorbereitung',
  loading: 'Wird geladen …',
  close: 'Schließen',
  toHome: 'Zur Startseite',
  notifications: 'Benachrichtigungen',
} as const;
