import type { QuestionnaireBody, QuestionnaireRecordDto } from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/idempotency-key';

/** The body of POST /api/questionnaire (spec 2 §7): only `answers`; the user comes from the session. */
export type SubmitQuestionnaireBody = Pick<QuestionnaireBody, 'answers'>;

export interface SubmitQuestionnaireRequest {
  body: SubmitQuestionnaireBody;
  /** The same for every attempt to send the same answers. */
  idempotencyKey: string;
}

export const questionnaireApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 201 with the stored record; errors `{ message }` with 400 (German), 401, 403 or 503. */
    submitQuestionnaire: build.mutation<QuestionnaireRecordDto, SubmitQuestionnaireRequest>({
      query: ({ body, idempotencyKey }) => ({
        url: '/questionnaire',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Questionnaire'],
    }),
  }),
});

export const { useSubmitQuestionnaireMutation } = questionnaireApi;
