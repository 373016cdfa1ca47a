import { INFO_TOPIC_TITLES } from '@mpu/content';
import type { TestMethod } from '@mpu/contracts';

/**
 * The name of every signed-in page, once: the route table (document title, 'Kommt bald' pages), the home
 * tiles and cards and the pages' own headings all show these. See common.texts.ts.
 */
export const PAGE_TITLES = {
  info: 'MPU Grundlagen',
  search: 'Suche',
  /** The articles of 'MPU Grundlagen' (/info/<topic>): their titles are the articles' own (@mpu/content). */
  topics: INFO_TOPIC_TITLES,
  selfAssessment: 'MPU Selbsteinschätzung',
  feedback: 'Feedback',
  profile: 'Profil',
  /** The four chat pages, by chat mode. */
  chat: {
    coach: 'MPU Coach',
    'traffic-coach': 'Verkehrs-Coach',
    simulator: 'MPU Simulator',
    'traffic-simulator': 'Verkehrs-Simulator',
  },
  perMille: 'Promillerechner',
  navigator: 'Hypothesen-Navigator',
  abstinence: 'Abstinenzrechner',
  planner: 'Abstinenznachweis Planung',
  reactionTests: 'Reaktionstests',
  lineTracking: 'Linienverfolgungstest',
  tapk: 'Visuelles Scanning (TAPK)',
  tapkGame: 'TAPK-Test',
  tapk2: 'Visuelles Scanning-2 (TAPK-2)',
  tapk2Game: 'TAPK-2-Test',
  questionnaire: 'Starte deine Vorbereitung',
  imprint: 'Impressum',
  terms: 'Allgemeine Geschäftsbedingungen',
  privacy: 'Datenschutzerklärung',
  subscribe: 'Premium freischalten',
  subscription: 'Mein Abonnement',
  checkout: 'Bezahlung',
  paymentSuccess: 'Zahlungsbestätigung',
  stripeTest: 'Abo-Testseite',
  admin: 'MPU Admin Dashboard',
  adminUsers: 'Benutzerverwaltung',
  adminCreateUser: 'Benutzer anlegen',
  adminFeedback: 'Feedback-Verwaltung',
  adminAnalytics: 'Nutzungsstatistiken',
  adminQuestionnaires: 'Fragebögen',
  adminChatHistory: 'Chat-Historie',
  adminDeletionRequests: 'Löschanfragen',
} as const;

/** Words several signed-in screens share (buttons, back links, the two subject areas). */
export const SHARED_TEXTS = {
  back: 'Zurück',
  next: 'Weiter',
  cancel: 'Abbrechen',
  progress: 'Fortschritt',
  goodToKnow: 'Gut zu wissen',
  backToBasics: 'Zurück zu MPU Grundlagen',
  backToProfile: 'Zurück zum Profil',
  backToOverview: 'Zurück zur Übersicht',
  /** The subject areas of the home sections and the chat pages. */
  alcoholDrugs: 'Alkohol & Drogen',
  traffic: 'Verkehrsdelikte',
} as const;

/** The two kinds of abstinence proof (planner and abstinence calculator). */
export const TEST_METHOD_LABELS: Readonly<Record<TestMethod, string>> = {
  urine: 'Urinscreening',
  hair: 'Haaranalyse',
};
