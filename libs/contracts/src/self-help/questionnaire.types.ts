import type { IdempotentRequest } from '../common/message-headers';
import type { CaseTypeValue } from './questionnaire.schemas';

/** Spec 2 §3: the submitted questionnaire record. `userId` comes from the session, never from the body. */
export interface QuestionnaireRecordDto {
  id: string;
  userId: string;
  username: string;
  caseType: CaseTypeValue | null;
  /** ISO 8601 */
  completedAt: string;
  hasAbstinenceProof: boolean;
  hasCompletedMpuBefore: boolean;
  answers: Record<string, string>;
}

/** gateway → feedback-service: store a questionnaire (already authenticated; the service validates the answers). */
export interface SubmitQuestionnaireRequest extends IdempotentRequest {
  userId: string;
  username: string;
  answers: Record<string, string>;
}

export interface QuestionnaireUserRequest {
  userId: string;
}

export interface QuestionnaireGetRequest extends QuestionnaireUserRequest {
  questionnaireId: string;
}
