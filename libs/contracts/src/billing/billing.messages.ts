/** German messages billing-service and the gateway send (spec 3 §8 "Subscription" where it gives them). */
export const BILLING_MESSAGES = {
  unknownPlan: 'Unbekannter Tarif. Bitte wähle einen Tarif aus der Liste.',
  withdrawalConsentRequired:
    'Bitte bestätige, dass der Zugang sofort beginnen soll und dein Widerrufsrecht damit vorzeitig erlischt.',
  checkoutFailed: 'Fehler bei der Zahlungsabwicklung',
  verifyFailed: 'Fehler bei der Überprüfung der Zahlungssitzung',
  verifyProblem: 'Es gab ein Problem beim Überprüfen deines Abonnements.',
  sessionNotFound: 'Die Zahlungssitzung wurde nicht gefunden.',
  invalidSessionId: 'Die Zahlungssitzung ist ungültig.',
  detailsFailed: 'Abonnementdetails konnten nicht geladen werden. Bitte versuche es später erneut.',
  noSubscription: 'Du hast kein aktives Abonnement.',
  cancelFailed: 'Dein Abonnement konnte nicht gekündigt werden. Bitte versuche es später erneut.',
  cancelAlreadyPending: 'Dein Abonnement ist bereits gekündigt.',
  cancelled: 'Dein Abonnement wurde gekündigt.',
  resumeFailed: 'Dein Abonnement konnte nicht fortgesetzt werden. Bitte versuche es später erneut.',
  resumeNothingPending: 'Dein Abonnement ist nicht gekündigt.',
  resumed: 'Dein Abonnement wird fortgesetzt.',
  alreadySubscribed: 'Du hast bereits ein aktives Abonnement.',
  paymentsUnavailable: 'Zahlungen sind gerade nicht verfügbar. Bitte versuche es später erneut.',
  cardDeclined: 'Die Zahlung wurde abgelehnt. Bitte verwende eine andere Zahlungsmethode.',
  testModeOnly: 'Nicht gefunden.',
  invalidCardDetails: 'Die Kartendaten sind ungültig.',
  scheduleNotFound: 'Der Zahlungsplan wurde nicht gefunden.',
  invalidSignature: 'Die Signatur der Stripe-Nachricht ist ungültig.',
  /** The hosted checkout's text under its button (§ 312j Abs. 3 BGB): price, interval, minimum term. */
  checkoutSubmitMessage: (planName: string, price: string, months: number) =>
    `Mit Klick auf „Abonnieren“ schließt du das Abonnement „${planName}“ zahlungspflichtig ab: ${price} pro Monat, ` +
    `Mindestlaufzeit ${months} Monate ab Beginn, danach monatlich kündbar. Der Zugang beginnt sofort; ` +
    'dein 14-tägiges Widerrufsrecht erlischt damit vorzeitig (§ 356 Abs. 5 BGB).',
} as const;
