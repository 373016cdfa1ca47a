import type { QuestionnaireBody, QuestionnaireRecordDto } from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/idempotency-key';

/**
 * POST /api/questionnaire (spec 2 §7): the body of the contracts' schema, only `answers` (the user comes from
 * the session), and the key of the action, the same for every attempt to send the same answers.
 */
interface SubmitQuestionnaireArgs {
  body: Pick<QuestionnaireBody, 'answers'>;
  idempotencyKey: string;
}

const questionnaireApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 201 with the stored record; errors `{ message }` with 400 (German), 401, 403 or 503. */
    submitQuestionnaire: build.mutation<QuestionnaireRecordDto, SubmitQuestionnaireArgs>({
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
