import { COMMON_TEXTS } from './common.texts';
import { PAGE_TITLES, SHARED_TEXTS } from './shared.texts';

const UNLOCK = 'Jetzt freischalten';

/** Texts of the signed-in app: its frame (header, navigation, gate, inactivity) and home. See common.texts. */
export const APP_TEXTS = {
  logout: {
    button: 'Abmelden',
    failedTitle: COMMON_TEXTS.errorTitle,
    failed: 'Die Abmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
  },
  inactivity: {
    title: 'Inaktivität festgestellt',
    countdown: (seconds: number) =>
      `Du warst eine Weile nicht aktiv. Zu deiner Sicherheit wirst du in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} automatisch abgemeldet.`,
    stay: 'Angemeldet bleiben',
    logoutNow: 'Jetzt abmelden',
    toastTitle: 'Automatisch abgemeldet',
    toastText: 'Du wurdest aufgrund von Inaktivität automatisch abgemeldet.',
  },
  gate: {
    title: 'Premium-Inhalt',
    dialogText: 'Schalte das Premium-Abonnement frei, um diesen Bereich zu nutzen.',
    pageText:
      'Dieser Bereich ist Teil des Premium-Abonnements. Mit einem Abo stehen dir alle Funktionen offen.',
    back: SHARED_TEXTS.back,
    unlock: UNLOCK,
    subscribe: 'Jetzt abonnieren',
    errorTitle: COMMON_TEXTS.errorTitle,
    errorText: 'Es gab ein Problem beim Überprüfen deines Abonnements. Bitte versuche es später erneut.',
  },
  premiumTile: {
    badge: 'PREMIUM',
    text: 'Premium Funktion',
    unlock: UNLOCK,
  },
  home: {
    greeting: (name: string) => `Hallo, ${name}!`,
    intro: 'Schön, dass du da bist. Womit möchtest du heute weitermachen?',
    aboutTitle: 'Was kann die App?',
    aboutText: 'Erfahre, wie dich die App Schritt für Schritt auf die MPU vorbereitet.',
    startTitle: PAGE_TITLES.questionnaire,
    startText: 'Beantworte ein paar Fragen zu deinem Fall – so weißt du, wo du stehst.',
    basicsTitle: PAGE_TITLES.info,
    basicsText: 'Ablauf, Kosten und Begutachtung verständlich erklärt.',
    alcoholSection: SHARED_TEXTS.alcoholDrugs,
    trafficSection: SHARED_TEXTS.traffic,
    reactionSection: PAGE_TITLES.reactionTests,
    counsellingSection: 'Persönliche Beratung',
    bookingTitle: 'Kostenloses Erstgespräch buchen',
    bookingText: 'Sprich unverbindlich mit unseren Beraterinnen und Beratern über deinen Fall.',
    bookingUnavailable: 'Die Online-Terminbuchung ist in Kürze verfügbar.',
    feedback: 'Feedback geben',
    feedbackText: 'Hilf uns, die App für dich besser zu machen.',
    opensInNewTab: '(öffnet in neuem Tab)',
    /** What the premium tiles say under their page title (spec 1 §2). */
    tiles: {
      coach: 'Übe die Fragen zu Alkohol und Drogen mit deinem KI-Coach.',
      simulator: 'Erlebe das psychologische Gespräch wie in der echten MPU.',
      perMille: 'Schätze deinen Blutalkoholwert realistisch ein.',
      navigator: 'Finde heraus, welche Hypothese auf deinen Fall zutrifft.',
      abstinence: 'Berechne, wie lange du deine Abstinenz nachweisen musst.',
      trafficCoach: 'Bereite dich auf Fragen zu Verkehrsverstößen und Punkten vor.',
      trafficSimulator: 'Simuliere das MPU-Gespräch zu Verkehrsdelikten.',
      reactionTests: 'Trainiere Reaktion und Konzentration für die Leistungstests.',
    },
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Start',
    info: 'Grundlagen',
    feedback: PAGE_TITLES.feedback,
    profile: PAGE_TITLES.profile,
  },
  comingSoon: {
    badge: 'Kommt bald',
    text: 'Dieser Bereich wird gerade entwickelt und steht dir in Kürze zur Verfügung.',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'Die angeforderte Seite gibt es leider nicht.',
  },
} as const;
