/** German messages the gateway and the web app share. Wording from the spec where it gives one. */
export const COMMON_MESSAGES = {
  serviceUnavailable: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten',
  notLoggedIn: 'Bitte melde dich an.',
  forbidden: 'Dafür fehlt dir die Berechtigung.',
  premiumRequired: 'Diese Funktion ist Teil des Premium-Abonnements.',
  csrfRejected: 'Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte lade die Seite neu.',
  tooManyRequests: 'Zu viele Versuche. Bitte warte eine Minute und versuche es erneut.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Die Anfrage muss als JSON gesendet werden.',
  invalidInput: 'Die Eingaben sind ungültig.',
  notFound: 'Nicht gefunden.',
  invalidAddress: 'Die Adresse ist ungültig.',
  addressTooLong: 'Die Adresse ist zu lang.',
  headersTooLarge: 'Die Anfrage ist zu groß (zu viele oder zu lange Kopfzeilen).',
  requestTimeout: 'Die Anfrage hat zu lange gedauert. Bitte versuche es erneut.',
  unsafeText: 'Die Eingabe enthält ungültige Zeichen.',
} as const;
