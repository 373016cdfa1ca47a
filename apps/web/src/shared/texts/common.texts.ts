/**
 * Web-only German wording, split by bundle: common (app root), entry (signed-out screen) and app
 * (signed-in screens), so the signed-out visitor does not download the signed-in texts.
 * Spec wording is kept word for word; texts shared with the server live in @mpu/contracts.
 */
export const COMMON_TEXTS = {
  appName: 'MPU-Vorbereitung',
  loading: 'Wird geladen …',
  close: 'Schließen',
  toHome: 'Zur Startseite',
  notifications: 'Benachrichtigungen',
} as const;
