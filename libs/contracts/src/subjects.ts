import type { GetUserRequest, UserDto, VerifyCredentialsRequest } from './auth/auth.types';
import type { RegisterPayload } from './auth/auth.schemas';
import type { SubscriptionStatusRequest, SubscriptionStatusResponse } from './billing/billing.types';
import type { PingResponse } from './health/health.types';

/** Every NATS subject of the system, declared once. Apps import these; no subject literals elsewhere. */
export const SUBJECTS = {
  auth: {
    ping: 'auth.ping',
    register: 'auth.user.register',
    verifyCredentials: 'auth.user.verify-credentials',
    getUser: 'auth.user.get',
  },
  billing: {
    ping: 'billing.ping',
    subscriptionStatus: 'billing.subscription.status',
  },
} as const;

/** Request and response type of each subject. */
export interface MessageMap {
  [SUBJECTS.auth.ping]: { request: Record<string, never>; response: PingResponse };
  [SUBJECTS.auth.register]: { request: RegisterPayload; response: UserDto };
  [SUBJECTS.auth.verifyCredentials]: { request: VerifyCredentialsRequest; response: UserDto };
  [SUBJECTS.auth.getUser]: { request: GetUserRequest; response: UserDto };
  [SUBJECTS.billing.ping]: { request: Record<string, never>; response: PingResponse };
  [SUBJECTS.billing.subscriptionStatus]: {
    request: SubscriptionStatusRequest;
    response: SubscriptionStatusResponse;
  };
}

export type Subject = keyof MessageMap;
export type RequestOf<S extends Subject> = MessageMap[S]['request'];
export type ResponseOf<S extends Subject> = MessageMap[S]['response'];

/** The services the gateway talks to, with the subject that proves each is reachable. */
export const SERVICE_PINGS = {
  auth: SUBJECTS.auth.ping,
  billing: SUBJECTS.billing.ping,
} as const;
