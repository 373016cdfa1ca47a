import type {
  FindUserByUsernameRequest,
  FindUserByUsernameResponse,
  GetUserRequest,
  UserDto,
  VerifyCredentialsRequest,
} from './auth/auth.types';
import type { RegisterPayload } from './auth/auth.schemas';
import type {
  ActivateSubscriptionRequest,
  ActivateSubscriptionResponse,
  CancelSubscriptionResponse,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  CreateTestScheduleRequest,
  PaymentDto,
  ResumeSubscriptionResponse,
  StripeWebhookRequest,
  StripeWebhookResponse,
  SubscriptionChangedEvent,
  SubscriptionDetailsResponse,
  SubscriptionStatusRequest,
  SubscriptionStatusResponse,
  TestScheduleRequest,
  TestScheduleResponse,
  VerifySessionRequest,
  VerifySessionResponse,
} from './billing/billing.types';
import type {
  CancellationPrefillRequest,
  CancellationPrefillSubscription,
  CancellationResponse,
  SubmitCancellationRequest,
} from './billing/cancellation.types';
import type { PingResponse } from './health/health.types';
import type {
  ChatModeRequest,
  ChatReplyDto,
  ChatSessionDto,
  ChatSessionRequest,
  ChatSessionSummary,
  ChatStreamAccepted,
  ChatStreamRequest,
  ChatTurnDto,
  ChatTurnRequest,
  ChatUserRequest,
  CurrentSessionRequest,
  EndOpenSessionsResponse,
  SessionPreviewItem,
  TranscribeRequest,
  TranscriptionResponse,
} from './chat/chat.types';
import type { PlannerStateDto, PlannerUserRequest, SavePlanRequest } from './self-help/planner.types';
import type {
  QuestionnaireGetRequest,
  QuestionnaireRecordDto,
  QuestionnaireUserRequest,
  SubmitQuestionnaireRequest,
} from './self-help/questionnaire.types';
import type {
  ReactionRunDto,
  ReactionRunsUserRequest,
  SaveReactionRunRequest,
} from './self-help/reaction-runs.types';

/** Every NATS subject of the system, declared once. Apps import these; no subject literals elsewhere. */
export const SUBJECTS = {
  auth: {
    ping: 'auth.ping',
    register: 'auth.user.register',
    verifyCredentials: 'auth.user.verify-credentials',
    getUser: 'auth.user.get',
    /** Case-insensitive; only billing's cancellation matching uses it (never answered to a browser). */
    findUserByUsername: 'auth.user.find-by-username',
  },
  billing: {
    ping: 'billing.ping',
    subscriptionStatus: 'billing.subscription.status',
    subscriptionDetails: 'billing.subscription.details',
    cancelSubscription: 'billing.subscription.cancel',
    resumeSubscription: 'billing.subscription.resume',
    activateTestSubscription: 'billing.subscription.activate-test',
    listPayments: 'billing.payments.list',
    createCheckout: 'billing.checkout.create',
    verifySession: 'billing.checkout.verify',
    stripeWebhook: 'billing.stripe.webhook',
    createTestSchedule: 'billing.test-schedule.create',
    getTestSchedule: 'billing.test-schedule.get',
    submitCancellation: 'billing.cancellation.submit',
    cancellationPrefill: 'billing.cancellation.prefill',
  },
  chat: {
    ping: 'chat.ping',
    listSessions: 'chat.sessions.list',
    currentSession: 'chat.sessions.current',
    getSession: 'chat.sessions.get',
    previewSession: 'chat.sessions.preview',
    sessionTurns: 'chat.sessions.turns',
    endOpenSessions: 'chat.sessions.end-open',
    report: 'chat.sessions.report',
    send: 'chat.turn.send',
    stream: 'chat.turn.stream',
    transcribe: 'chat.transcribe',
  },
  feedback: {
    ping: 'feedback.ping',
    submitQuestionnaire: 'feedback.questionnaire.submit',
    listQuestionnaires: 'feedback.questionnaire.list',
    getQuestionnaire: 'feedback.questionnaire.get',
    getPlan: 'feedback.planner.get',
    savePlan: 'feedback.planner.save',
    listReactionRuns: 'feedback.reaction-runs.list',
    saveReactionRun: 'feedback.reaction-runs.save',
  },
} as const;

/** Request and response type of each subject. */
export interface MessageMap {
  [SUBJECTS.auth.ping]: { request: Record<string, never>; response: PingResponse };
  [SUBJECTS.auth.register]: { request: RegisterPayload; response: UserDto };
  [SUBJECTS.auth.verifyCredentials]: { request: VerifyCredentialsRequest; response: UserDto };
  [SUBJECTS.auth.getUser]: { request: GetUserRequest; response: UserDto };
  [SUBJECTS.auth.findUserByUsername]: {
    request: FindUserByUsernameRequest;
    response: FindUserByUsernameResponse;
  };
  [SUBJECTS.billing.ping]: { request: Record<string, never>; response: PingResponse };
  [SUBJECTS.billing.subscriptionStatus]: {
    request: SubscriptionStatusRequest;
    response: SubscriptionStatusResponse;
  };
  [SUBJECTS.billing.subscriptionDetails]: {
    request: SubscriptionStatusRequest;
    response: SubscriptionDetailsResponse;
  };
  [SUBJECTS.billing.cancelSubscription]: {
    request: SubscriptionStatusRequest;
    response: CancelSubscriptionResponse;
  };
  [SUBJECTS.billing.resumeSubscription]: {
    request: SubscriptionStatusRequest;
    response: ResumeSubscriptionResponse;
  };
  [SUBJECTS.billing.activateTestSubscription]: {
    request: ActivateSubscriptionRequest;
    response: ActivateSubscriptionResponse;
  };
  [SUBJECTS.billing.listPayments]: { request: SubscriptionStatusRequest; response: PaymentDto[] };
  [SUBJECTS.billing.createCheckout]: { request: CreateCheckoutRequest; response: CreateCheckoutResponse };
  [SUBJECTS.billing.verifySession]: { request: VerifySessionRequest; response: VerifySessionResponse };
  [SUBJECTS.billing.stripeWebhook]: { request: StripeWebhookRequest; response: StripeWebhookResponse };
  [SUBJECTS.billing.createTestSchedule]: {
    request: CreateTestScheduleRequest;
    response: TestScheduleResponse;
  };
  [SUBJECTS.billing.getTestSchedule]: { request: TestScheduleRequest; response: TestScheduleResponse };
  [SUBJECTS.billing.submitCancellation]: {
    request: SubmitCancellationRequest;
    response: CancellationResponse;
  };
  [SUBJECTS.billing.cancellationPrefill]: {
    request: CancellationPrefillRequest;
    response: CancellationPrefillSubscription;
  };
  [SUBJECTS.chat.ping]: { request: Record<string, never>; response: PingResponse };
  [SUBJECTS.chat.listSessions]: { request: ChatModeRequest; response: ChatSessionSummary[] };
  [SUBJECTS.chat.currentSession]: { request: CurrentSessionRequest; response: ChatSessionDto };
  [SUBJECTS.chat.getSession]: { request: ChatSessionRequest; response: ChatSessionDto };
  [SUBJECTS.chat.previewSession]: { request: ChatSessionRequest; response: SessionPreviewItem[] };
  [SUBJECTS.chat.sessionTurns]: { request: ChatSessionRequest; response: ChatTurnDto[] };
  [SUBJECTS.chat.endOpenSessions]: { request: ChatUserRequest; response: EndOpenSessionsResponse };
  [SUBJECTS.chat.report]: { request: ChatSessionRequest; response: ChatSessionDto };
  [SUBJECTS.chat.send]: { request: ChatTurnRequest; response: ChatReplyDto };
  [SUBJECTS.chat.stream]: { request: ChatStreamRequest; response: ChatStreamAccepted };
  [SUBJECTS.chat.transcribe]: { request: TranscribeRequest; response: TranscriptionResponse };
  [SUBJECTS.feedback.ping]: { request: Record<string, never>; response: PingResponse };
  [SUBJECTS.feedback.submitQuestionnaire]: {
    request: SubmitQuestionnaireRequest;
    response: QuestionnaireRecordDto;
  };
  [SUBJECTS.feedback.listQuestionnaires]: {
    request: QuestionnaireUserRequest;
    response: QuestionnaireRecordDto[];
  };
  [SUBJECTS.feedback.getQuestionnaire]: {
    request: QuestionnaireGetRequest;
    response: QuestionnaireRecordDto;
  };
  [SUBJECTS.feedback.getPlan]: { request: PlannerUserRequest; response: PlannerStateDto };
  [SUBJECTS.feedback.savePlan]: { request: SavePlanRequest; response: PlannerStateDto };
  [SUBJECTS.feedback.listReactionRuns]: { request: ReactionRunsUserRequest; response: ReactionRunDto[] };
  [SUBJECTS.feedback.saveReactionRun]: { request: SaveReactionRunRequest; response: ReactionRunDto };
}

/**
 * Subjects that carry events (publish/subscribe, no reply), apart from SUBJECTS so they need no request
 * schema: every process that cares subscribes, none answers.
 */
export const EVENT_SUBJECTS = {
  billing: {
    /** A subscription's status or access changed; the gateway drops its premium cache for the user. */
    subscriptionChanged: 'billing.subscription.changed',
  },
} as const;

export interface EventMap {
  [EVENT_SUBJECTS.billing.subscriptionChanged]: SubscriptionChangedEvent;
}

export type EventSubject = keyof EventMap;

export type Subject = keyof MessageMap;
export type RequestOf<S extends Subject> = MessageMap[S]['request'];
export type ResponseOf<S extends Subject> = MessageMap[S]['response'];

/** The services the gateway talks to, with the subject that proves each is reachable. */
export const SERVICE_PINGS = {
  auth: SUBJECTS.auth.ping,
  billing: SUBJECTS.billing.ping,
  chat: SUBJECTS.chat.ping,
  feedback: SUBJECTS.feedback.ping,
} as const;
