/**
 * German wording of the web app (web only: no server imports this library). Split by where the web app uses
 * it: common (app root, words every screen shares), entry (signed-out screen), app (signed-in frame and home),
 * shared (page titles and words several signed-in screens share) and one file per feature. Each file holds
 * plain constant objects; the web bundler keeps only what a chunk uses, so the signed-out visitor does not
 * download the signed-in texts. Every text exists once: a screen that shows the same words refers to them.
 * Spec wording is kept word for word; messages the server sends as well (validation, auth and chat answers)
 * live in @mpu/contracts and are referred to from here.
 */
export const COMMON_TEXTS = {
  appName: 'MPU-Vorbereitung',
  loading: 'Wird geladen …',
  close: 'Schließen',
  toHome: 'Zur Startseite',
  notifications: 'Benachrichtigungen',
  retry: 'Erneut versuchen',
  /** The title of every error toast (the signed-out entry's included). */
  errorTitle: 'Fehler',
  /** § 312k BGB: the link to the cancellation page on every screen (signed in or not), word for word. */
  cancelContracts: 'Verträge hier kündigen',
} as const;
