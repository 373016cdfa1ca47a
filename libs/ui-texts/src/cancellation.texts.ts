import { CANCELLATION_MESSAGES, COMMON_MESSAGES } from '@mpu/contracts';
import { COMMON_TEXTS } from './common.texts';

/**
 * Texts of the § 312k BGB cancellation page (/kuendigen, signed in or not; issue 13). The link on every screen
 * is COMMON_TEXTS.cancelContracts, the messages the server sends too are the contracts' CANCELLATION_MESSAGES.
 * The button reads "Jetzt kündigen" word for word (§ 312k Abs. 2 Satz 2 BGB). See common.texts.ts.
 */
export const CANCELLATION_TEXTS = {
  title: COMMON_TEXTS.cancelContracts,
  lead: 'Hier kannst du deinen Vertrag mit uns kündigen – auch ohne Anmeldung. Den Eingang bestätigen wir dir sofort auf dieser Seite und per E-Mail.',
  toEntry: 'Zur Anmeldung',
  formLabel: 'Kündigungserklärung',
  nameLabel: 'Vor- und Nachname',
  emailLabel: 'E-Mail-Adresse',
  emailHint: 'An diese Adresse schicken wir die Bestätigung deiner Kündigung.',
  subscriptionLabel: 'Welcher Vertrag? (optional)',
  subscriptionHint: 'Zum Beispiel „MPU Premium“.',
  kindLegend: 'Art der Kündigung',
  kinds: {
    ordinary: 'Ordentliche Kündigung',
    extraordinary: 'Außerordentliche Kündigung',
  },
  kindHints: {
    ordinary: 'Zum Ende der Mindestlaufzeit oder des laufenden Abrechnungszeitraums.',
    extraordinary: 'Fristlos aus wichtigem Grund.',
  },
  reasonLabel: 'Grund der außerordentlichen Kündigung',
  dateLegend: 'Gewünschter Kündigungszeitpunkt',
  dateModes: {
    asap: 'Zum nächstmöglichen Zeitpunkt',
    date: 'Zu einem bestimmten Datum',
  },
  dateLabel: 'Datum',
  /** Signed in: when an ordinary cancellation made now would take effect (prefill `earliestEnd`). */
  earliestEnd: (date: string) => `Nächstmöglicher Zeitpunkt für dein Abonnement: ${date}.`,
  alreadyPending: (date: string) => `Dein Abonnement ist bereits gekündigt und endet am ${date}.`,
  prefillFailed: 'Deine Daten konnten nicht vorausgefüllt werden. Bitte trage sie selbst ein.',
  submit: 'Jetzt kündigen',
  receipt: {
    title: 'Eingangsbestätigung',
    received: CANCELLATION_MESSAGES.received,
    receivedAt: 'Eingegangen am',
    dateTime: (date: string, time: string) => `${date} um ${time} Uhr`,
    effectiveOn: 'Wirksam zum',
    effectiveLater: 'Den Zeitpunkt, zu dem deine Kündigung wirksam wird, teilen wir dir per E-Mail mit.',
    emailSent: (email: string) => `Wir haben dir eine Bestätigung an ${email} geschickt.`,
  },
  /** Failures: the declaration did not reach us, so every message says so. */
  errors: {
    title: 'Kündigung nicht übermittelt',
    rateLimited:
      'Zu viele Versuche in kurzer Zeit. Deine Kündigung wurde noch nicht übermittelt – bitte warte eine Minute und sende sie dann erneut.',
    unavailable:
      'Der Dienst ist gerade nicht erreichbar. Deine Kündigung wurde noch nicht übermittelt – bitte versuche es in einigen Minuten erneut.',
    unexpected: COMMON_MESSAGES.unexpected,
  },
} as const;
