import { APP_TEXTS, type ChatMode } from '@mpu/contracts';
import type { InfoTopic } from '@mpu/content';
import type { BackLink } from '../features/placeholder/coming-soon-page';

/** open: every signed-in user; gate/premium: active subscription (tier basic/premium); admin: admins only. */
export type RouteAccess = 'open' | 'gate' | 'premium' | 'admin';

export interface PlannedRoute {
  path: string;
  title: string;
  access: RouteAccess;
  /** main: with the bottom navigation (the basics, feedback and profile screens). */
  layout: 'main' | 'plain';
  back?: BackLink;
  /** The chat pages (spec 1 §2): the route shows the chat of this mode. */
  chatMode?: ChatMode;
  /** 'MPU Grundlagen' (spec 1 §2): the topic list, the knowledge search or the article of a topic. */
  info?: { screen: 'list' } | { screen: 'search' } | { screen: 'article'; topic: InfoTopic };
}

const toProfile: BackLink = { to: '/profile', label: APP_TEXTS.comingSoon.backToProfile };
const toBasics: BackLink = { to: '/info', label: APP_TEXTS.comingSoon.backToBasics };

const main = (path: string, title: string, access: RouteAccess = 'open', back?: BackLink): PlannedRoute => ({
  path,
  title,
  access,
  layout: 'main',
  back,
});
/** A topic of 'MPU Grundlagen' (/info/<topic>): its article page, which links back to /info. */
const infoTopic = (topic: InfoTopic, title: string, access: RouteAccess = 'open'): PlannedRoute => ({
  ...main(`/info/${topic}`, title, access, toBasics),
  info: { screen: 'article', topic },
});
const infoScreen = (route: PlannedRoute, info: NonNullable<PlannedRoute['info']>): PlannedRoute => ({
  ...route,
  info,
});
const plain = (path: string, title: string, access: RouteAccess, back?: BackLink): PlannedRoute => ({
  path,
  title,
  access,
  layout: 'plain',
  back,
});
const chat = (path: string, title: string, access: RouteAccess, chatMode: ChatMode): PlannedRoute => ({
  ...plain(path, title, access),
  chatMode,
});

/**
 * Route table of spec 3 §2.1 (home is separate). Each route shows the 'Kommt bald' page until the task that
 * builds its feature replaces it; its back link goes to / unless `back` says otherwise. Routes with a
 * `chatMode` show the chat page of that mode, routes with `info` the 'MPU Grundlagen' screens.
 */
export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  infoScreen(main('/info', 'MPU Grundlagen'), { screen: 'list' }),
  infoScreen(main('/search', 'Suche'), { screen: 'search' }),
  infoTopic('general', 'Allgemeine Einführung in die MPU'),
  infoTopic('organization', 'In 8 Schritten zum Führerschein'),
  infoTopic('costs', 'Kosten der MPU und Vorbereitung'),
  infoTopic('psychological', 'Das psychologische Gespräch', 'gate'),
  infoTopic('consulting', 'Professionelle MPU Vorbereitung', 'gate'),
  infoTopic('addiction', 'Sucht & Substanzmissbrauch', 'gate'),
  infoTopic('assessment', 'Hypothesen und Beurteilungskriterien', 'gate'),
  infoTopic('assessment-alcohol-drugs', 'Hypothesen bei Alkohol und Drogen', 'gate'),
  infoTopic('assessment-traffic', 'Hypothesen bei Verkehrsdelikten', 'gate'),
  infoTopic('ctu', 'Abstinenznachweise (CTU)', 'gate'),
  infoTopic('preparation', 'Praktische Übungen', 'gate'),
  infoTopic('prevention', 'Rückfallprävention', 'gate'),
  infoTopic('performance-tests', 'Kognitive Leistungstests', 'gate'),
  main('/info/quiz', 'MPU Selbsteinschätzung', 'gate', toBasics),
  main('/feedback', 'Feedback'),
  main('/profile', 'Profil'),

  chat('/coach', 'MPU Coach', 'gate', 'coach'),
  chat('/traffic-coach', 'Verkehrs-Coach', 'gate', 'traffic-coach'),
  chat('/simulator', 'MPU Simulator', 'premium', 'simulator'),
  chat('/traffic-simulator', 'Verkehrs-Simulator', 'premium', 'traffic-simulator'),
  plain('/calculator', 'Promillerechner', 'gate'),
  plain('/hypothesen-navigator', 'Hypothesen-Navigator', 'gate'),
  plain('/abstinenzrechner', 'Abstinenzrechner', 'gate'),
  plain('/abstinenztest', 'Abstinenznachweis Planung', 'premium'),
  plain('/reaktionstests', 'Reaktionstests', 'gate'),
  plain('/linienverfolgungstest', 'Linienverfolgungstest', 'gate'),
  plain('/linienverfolgungstest/test', 'Linienverfolgungstest', 'gate'),
  plain('/tapk', 'Visuelles Scanning (TAPK)', 'gate'),
  plain('/tapk-game', 'TAPK-Test', 'gate'),
  plain('/tapk2', 'Visuelles Scanning-2 (TAPK-2)', 'gate'),
  plain('/tapk2-game', 'TAPK-2-Test', 'gate'),
  plain('/questionnaire', 'Starte deine Vorbereitung', 'gate'),

  plain('/impressum', 'Impressum', 'open', toProfile),
  plain('/agb', 'Allgemeine Geschäftsbedingungen', 'open', toProfile),
  plain('/datenschutz', 'Datenschutzerklärung', 'open', toProfile),
  plain('/subscribe', 'Premium freischalten', 'open'),
  plain('/subscription', 'Mein Abonnement', 'open'),
  plain('/checkout/:planId', 'Bezahlung', 'open'),
  plain('/payment-success', 'Zahlungsbestätigung', 'open'),
  plain('/stripe-test', 'Abo-Testseite', 'open'),

  plain('/admin', 'MPU Admin Dashboard', 'admin'),
  plain('/admin/users', 'Benutzerverwaltung', 'admin'),
  plain('/admin/users/create', 'Benutzer anlegen', 'admin'),
  plain('/admin/feedback', 'Feedback-Verwaltung', 'admin'),
  plain('/admin/analytics', 'Nutzungsstatistiken', 'admin'),
  plain('/admin/questionnaires', 'Fragebögen', 'admin'),
  plain('/admin/chat-history', 'Chat-Historie', 'admin'),
  plain('/admin/deletion-requests', 'Löschanfragen', 'admin'),
];
