import type { ChatMode } from '@mpu/contracts';
import { COMMON_TEXTS, PAGE_TITLES as T, SHARED_TEXTS } from '@mpu/ui-texts';
import type { InfoTopic } from '@mpu/content';
import type { BackLink } from '../features/placeholder/coming-soon-page';
import { CANCELLATION_PATH } from '../shared/public-paths';

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

const toProfile: BackLink = { to: '/profile', label: SHARED_TEXTS.backToProfile };
const toBasics: BackLink = { to: '/info', label: SHARED_TEXTS.backToBasics };

const main = (path: string, title: string, access: RouteAccess = 'open', back?: BackLink): PlannedRoute => ({
  path,
  title,
  access,
  layout: 'main',
  back,
});
/** A topic of 'MPU Grundlagen' (/info/<topic>): its article page, which links back to /info. */
const infoTopic = (topic: InfoTopic, access: RouteAccess = 'open'): PlannedRoute => ({
  ...main(`/info/${topic}`, T.topics[topic], access, toBasics),
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
/** A chat page, named after its mode. */
const chat = (path: string, access: RouteAccess, chatMode: ChatMode): PlannedRoute => ({
  ...plain(path, T.chat[chatMode], access),
  chatMode,
});

/**
 * Route table of spec 3 §2.1 (home is separate). Each route shows the 'Kommt bald' page until the task that
 * builds its feature replaces it; its back link goes to / unless `back` says otherwise. Routes with a
 * `chatMode` show the chat page of that mode, routes with `info` the 'MPU Grundlagen' screens.
 */
export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  infoScreen(main('/info', T.info), { screen: 'list' }),
  infoScreen(main('/search', T.search), { screen: 'search' }),
  infoTopic('general'),
  infoTopic('organization'),
  infoTopic('costs'),
  infoTopic('psychological', 'gate'),
  infoTopic('consulting', 'gate'),
  infoTopic('addiction', 'gate'),
  infoTopic('assessment', 'gate'),
  infoTopic('assessment-alcohol-drugs', 'gate'),
  infoTopic('assessment-traffic', 'gate'),
  infoTopic('ctu', 'gate'),
  infoTopic('preparation', 'gate'),
  infoTopic('prevention', 'gate'),
  infoTopic('performance-tests', 'gate'),
  main('/info/quiz', T.selfAssessment, 'gate', toBasics),
  main('/feedback', T.feedback),
  main('/profile', T.profile),

  chat('/coach', 'gate', 'coach'),
  chat('/traffic-coach', 'gate', 'traffic-coach'),
  chat('/simulator', 'premium', 'simulator'),
  chat('/traffic-simulator', 'premium', 'traffic-simulator'),
  plain('/calculator', T.perMille, 'gate'),
  plain('/hypothesen-navigator', T.navigator, 'gate'),
  plain('/abstinenzrechner', T.abstinence, 'gate'),
  plain('/abstinenztest', T.planner, 'premium'),
  plain('/reaktionstests', T.reactionTests, 'gate'),
  plain('/linienverfolgungstest', T.lineTracking, 'gate'),
  plain('/linienverfolgungstest/test', T.lineTracking, 'gate'),
  plain('/tapk', T.tapk, 'gate'),
  plain('/tapk-game', T.tapkGame, 'gate'),
  plain('/tapk2', T.tapk2, 'gate'),
  plain('/tapk2-game', T.tapk2Game, 'gate'),
  plain('/questionnaire', T.questionnaire, 'gate'),

  plain('/impressum', T.imprint, 'open', toProfile),
  plain('/agb', T.terms, 'open', toProfile),
  plain('/datenschutz', T.privacy, 'open', toProfile),
  plain('/subscribe', T.subscribe, 'open'),
  plain('/subscription', T.subscription, 'open'),
  plain('/checkout/:planId', T.checkout, 'open'),
  plain('/payment-success', T.paymentSuccess, 'open'),
  plain('/stripe-test', T.stripeTest, 'open'),
  // Issue 13, § 312k BGB: 'Verträge hier kündigen' (signed out the app root shows the same page).
  plain(CANCELLATION_PATH, COMMON_TEXTS.cancelContracts, 'open'),

  plain('/admin', T.admin, 'admin'),
  plain('/admin/users', T.adminUsers, 'admin'),
  plain('/admin/users/create', T.adminCreateUser, 'admin'),
  plain('/admin/feedback', T.adminFeedback, 'admin'),
  plain('/admin/analytics', T.adminAnalytics, 'admin'),
  plain('/admin/questionnaires', T.adminQuestionnaires, 'admin'),
  plain('/admin/chat-history', T.adminChatHistory, 'admin'),
  plain('/admin/deletion-requests', T.adminDeletionRequests, 'admin'),
];
