import type { RequestOf, ResponseOf, SUBJECTS } from '@mpu/contracts';

type FeedbackSubjects = typeof SUBJECTS.feedback;

/** The payload of a feedback subject as it arrives (the gateway's shape, checked again by the services). */
export type FeedbackRequest<K extends keyof FeedbackSubjects> = Partial<
  RequestOf<FeedbackSubjects[K]>
> | null;
export type FeedbackResponse<K extends keyof FeedbackSubjects> = Promise<ResponseOf<FeedbackSubjects[K]>>;
