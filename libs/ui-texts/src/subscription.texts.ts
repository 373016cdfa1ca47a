import { BILLING_MESSAGES, MINIMUM_TERM_MONTHS } from '@mpu/contracts';
import { APP_TEXTS } from './app.texts';
import { COMMON_TEXTS } from './common.texts';
import { PAGE_TITLES, SHARED_TEXTS } from './shared.texts';

const ORDER = 'Zahlungspflichtig abonnieren';
const PER_MONTH = 'pro Monat';
const SUBSCRIBE = APP_TEXTS.gate.subscribe;
const STATUS = 'Status';

/**
 * Texts of the subscription pages (spec 3 §2.5–2.9, §4.2, §5, §8 "Subscription"; German consumer law of issue 13).
 * Messages the server sends too are the contracts' BILLING_MESSAGES. See common.texts.ts.
 */
export const SUBSCRIPTION_TEXTS = {
  perMonth: PER_MONTH,
  testMode: 'Testmodus – es wird nichts abgebucht',
  dateUnavailable: 'Datum nicht verfügbar',
  /** § 312j Abs. 3 BGB: price, interval and minimum term right above the order button. */
  orderSummary: (planName: string, price: string) => `${planName}: ${price} ${PER_MONTH}`,
  minimumTerm: `Mindestlaufzeit ${MINIMUM_TERM_MONTHS} Monate ab Beginn, danach monatlich kündbar.`,
  order: ORDER,
  pleaseWait: 'Bitte warten',
  consents: {
    legend: 'Deine Zustimmung',
    terms: 'Ich akzeptiere die Nutzungsbedingungen und Datenschutzrichtlinien.',
    termsRequired: 'Bitte akzeptiere die Nutzungsbedingungen und Datenschutzrichtlinien.',
    termsLink: PAGE_TITLES.terms,
    privacyLink: PAGE_TITLES.privacy,
    /** § 356 Abs. 5 BGB: the explicit request to start at once and the knowledge that the right then ends. */
    withdrawal:
      'Ich verlange ausdrücklich, dass mein Zugang sofort und noch vor Ablauf der Widerrufsfrist beginnt. ' +
      'Mir ist bekannt, dass mein Widerrufsrecht mit der vollständigen Erbringung der Leistung erlischt.',
    withdrawalInfo:
      'Du hast ein 14-tägiges Widerrufsrecht ab Vertragsschluss (§ 355 BGB). Die Belehrung findest du in den AGB.',
    withdrawalRequired: BILLING_MESSAGES.withdrawalConsentRequired,
  },
  subscribe: {
    title: PAGE_TITLES.subscribe,
    lead: 'Alle Funktionen für deine MPU-Vorbereitung in einem Abo.',
    features: [
      'KI-Coach und MPU-Simulator für Alkohol, Drogen und Verkehr',
      'Alle Artikel der MPU Grundlagen mit Selbsteinschätzung',
      'Promille-, Abstinenz- und Hypothesen-Rechner',
      'Reaktionstests und Abstinenznachweis-Planung',
    ],
    featuresLabel: 'Das ist enthalten',
    /** Test mode: Continue leads to the in-app test checkout, where the order button is. */
    continueToTestCheckout: SHARED_TEXTS.next,
    alreadySubscribed: BILLING_MESSAGES.alreadySubscribed,
    toSubscription: PAGE_TITLES.subscription,
    checkoutFailed: BILLING_MESSAGES.checkoutFailed,
    noCheckoutUrl: 'Keine gültige Checkout-URL erhalten',
    opened: 'Die Bezahlseite von Stripe wurde in einem neuen Tab geöffnet.',
    openCheckout: 'Bezahlseite öffnen',
    opensInNewTab: APP_TEXTS.home.opensInNewTab,
  },
  checkout: {
    title: PAGE_TITLES.checkout,
    lead: 'Testzahlung mit einer Testkarte, zum Beispiel 4242 4242 4242 4242, Ablaufdatum in der Zukunft, beliebige CVC.',
    back: SHARED_TEXTS.back,
    cardLabel: 'Testkarte',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/YY)',
    cvc: 'CVC',
    cardNumberTooShort: 'Kartennummer muss mindestens 16 Ziffern haben',
    expiryFormat: 'Ablaufdatum muss im Format MM/YY sein',
    cvcTooShort: 'CVC muss mindestens 3 Ziffern haben',
    notTestMode: 'Die Testzahlung gibt es nur im Testmodus. Bitte schließe dein Abo über die Tarifseite ab.',
    toSubscribe: PAGE_TITLES.subscribe,
    successTitle: 'Zahlung erfolgreich',
    successText: 'Dein Abonnement ist aktiv. Du wirst gleich weitergeleitet.',
    failedTitle: BILLING_MESSAGES.checkoutFailed,
  },
  paymentSuccess: {
    title: PAGE_TITLES.paymentSuccess,
    verifying: 'Deine Zahlung wird überprüft …',
    heading: 'Vielen Dank für dein Abonnement!',
    active: 'Dein Abonnement ist jetzt aktiv.',
    activePlan: (planName: string) => `Dein Abonnement „${planName}“ ist jetzt aktiv.`,
    countdown: (seconds: number) =>
      `Du wirst in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} zur Startseite weitergeleitet.`,
    toHome: COMMON_TEXTS.toHome,
    toSubscription: PAGE_TITLES.subscription,
    toLearning: 'Zu den MPU Grundlagen',
    problemTitle: 'Ein Problem ist aufgetreten',
    verifyFailed: BILLING_MESSAGES.verifyFailed,
    verifyProblem: BILLING_MESSAGES.verifyProblem,
  },
  details: {
    title: PAGE_TITLES.subscription,
    loading: 'Abonnement wird geladen …',
    loadFailed: BILLING_MESSAGES.detailsFailed,
    retry: COMMON_TEXTS.retry,
    none: 'Du hast derzeit kein aktives Abonnement.',
    subscribe: SUBSCRIBE,
    overviewLabel: 'Dein Abonnement',
    status: STATUS,
    plan: 'Tarif',
    price: 'Preis',
    startDate: 'Beginn',
    currentPeriod: 'Aktueller Zeitraum',
    period: (from: string, to: string) => `${from} – ${to}`,
    commitmentEnd: 'Mindestlaufzeit bis',
    activeUntil: 'Aktiv bis',
    paymentMethod: 'Zahlungsmethode',
    card: (brand: string, last4: string) => `${brand} •••• ${last4}`,
    noPaymentMethod: 'Keine hinterlegt',
    premiumBadge: 'Premium',
    basicBadge: 'Basis',
    /** Spec 3 §4.2: the five displayed states (free and unknown values display as active). */
    statusLabels: {
      active: 'Aktiv',
      past_due: 'Zahlung überfällig',
      canceled: 'Gekündigt',
      active_until_period_end: 'Gekündigt – aktiv bis zum Ende des Abrechnungszeitraums',
      active_until_commitment_end: 'Gekündigt – aktiv bis zum Ende der Mindestlaufzeit',
    },
    renewal: (date: string) => `Dein Abonnement verlängert sich automatisch am ${date} um einen Monat.`,
    endsOn: (date: string) => `Dein Abonnement endet am ${date} und verlängert sich nicht.`,
    cancel: 'Abonnement kündigen',
    resume: 'Kündigung zurücknehmen',
    cancelDialogTitle: 'Abonnement kündigen?',
    cancelDialogText:
      `Innerhalb der Mindestlaufzeit von ${MINIMUM_TERM_MONTHS} Monaten endet dein Abonnement zu ihrem Ende, ` +
      'danach zum Ende des laufenden Abrechnungszeitraums. Bis dahin behältst du den vollen Zugang.',
    cancelConfirm: 'Ja, kündigen',
    cancelKeep: 'Abonnement behalten',
    cancelledTitle: BILLING_MESSAGES.cancelled,
    cancelledInTerm: (date: string) => `Gekündigt, aber aktiv bis zum Ende der Mindestlaufzeit am ${date}.`,
    cancelledAtPeriodEnd: (date: string) => `Gekündigt, aber aktiv bis ${date}.`,
    cancelFailed: BILLING_MESSAGES.cancelFailed,
    resumedTitle: BILLING_MESSAGES.resumed,
    resumeFailed: BILLING_MESSAGES.resumeFailed,
    errorTitle: COMMON_TEXTS.errorTitle,
    payments: 'Zahlungsverlauf',
    paymentsEmpty: 'Noch keine Zahlungen.',
    paymentsFailed: 'Der Zahlungsverlauf konnte nicht geladen werden.',
    paymentColumns: {
      date: 'Datum',
      period: 'Zeitraum',
      amount: 'Betrag',
      status: STATUS,
      invoice: 'Rechnung',
    },
    paymentStatus: { paid: 'Bezahlt', pending: 'Ausstehend', failed: 'Fehlgeschlagen' },
    invoice: 'Rechnung ansehen',
    noInvoice: '–',
  },
  stripeTest: {
    title: PAGE_TITLES.stripeTest,
    lead: 'Entwicklerseite: legt einen Zahlungsplan (Subscription Schedule) im Stripe-Testmodus an und ruft ihn ab.',
    notTestMode: 'Diese Seite gibt es nur im Testmodus.',
    create: 'Zahlungsplan erstellen',
    scheduleId: 'Zahlungsplan-ID',
    fetch: 'Zahlungsplan abrufen',
    status: STATUS,
    currentPhase: 'Aktuelle Phase',
    noCurrentPhase: 'Keine (beginnt später)',
    phases: 'Phasen',
    phase: (index: number, iterations: number, from: string, to: string) =>
      `Phase ${index}: ${iterations} × monatlich, ${from} – ${to}`,
    failed: 'Der Zahlungsplan konnte nicht geladen werden.',
  },
} as const;
