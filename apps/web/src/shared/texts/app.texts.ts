/** Texts of the signed-in app. See common.texts.ts. */
export const APP_TEXTS = {
  logout: {
    button: 'Abmelden',
    failedTitle: 'Fehler',
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
    back: 'Zurück',
    unlock: 'Jetzt freischalten',
    subscribe: 'Jetzt abonnieren',
    errorTitle: 'Fehler',
    errorText: 'Es gab ein Problem beim Überprüfen deines Abonnements. Bitte versuche es später erneut.',
  },
  premiumTile: {
    badge: 'PREMIUM',
    text: 'Premium Funktion',
    unlock: 'Jetzt freischalten',
  },
  home: {
    greeting: (name: string) => `Hallo, ${name}!`,
    intro: 'Schön, dass du da bist. Womit möchtest du heute weitermachen?',
    aboutTitle: 'Was kann die App?',
    aboutText: 'Erfahre, wie dich die App Schritt für Schritt auf die MPU vorbereitet.',
    startTitle: 'Starte deine Vorbereitung',
    startText: 'Beantworte ein paar Fragen zu deinem Fall – so weißt du, wo du stehst.',
    basicsTitle: 'MPU Grundlagen',
    basicsText: 'Ablauf, Kosten und Begutachtung verständlich erklärt.',
    alcoholSection: 'Alkohol & Drogen',
    trafficSection: 'Verkehrsdelikte',
    reactionSection: 'Reaktionstests',
    counsellingSection: 'Persönliche Beratung',
    bookingTitle: 'Kostenloses Erstgespräch buchen',
    bookingText: 'Sprich unverbindlich mit unseren Beraterinnen und Beratern über deinen Fall.',
    bookingUnavailable: 'Die Online-Terminbuchung ist in Kürze verfügbar.',
    feedback: 'Feedback geben',
    feedbackText: 'Hilf uns, die App für dich besser zu machen.',
    opensInNewTab: '(öffnet in neuem Tab)',
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Start',
    info: 'Grundlagen',
    feedback: 'Feedback',
    profile: 'Profil',
  },
  comingSoon: {
    badge: 'Kommt bald',
    text: 'Dieser Bereich wird gerade entwickelt und steht dir in Kürze zur Verfügung.',
    backToProfile: 'Zurück zum Profil',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'Die angeforderte Seite gibt es leider nicht.',
  },
} as const;
