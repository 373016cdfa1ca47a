import type { QuestionnaireBody, QuestionnaireRecordDto } from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';

/** The body of POST /api/questionnaire (spec 2 §7): only `answers`; the user comes from the session. */
export type SubmitQuestionnaireBody = Pick<QuestionnaireBody, 'answers'>;

export const questionnaireApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 201 with the stored record; errors `{ message }` with 400 (German), 401, 403 or 503. */
    submitQuestionnaire: build.mutation<QuestionnaireRecordDto, SubmitQuestionnaireBody>({
      query: (body) => ({ url: '/questionnaire', method: 'POST', body }),
      invalidatesTags: ['Questionnaire'],
    }),
  }),
});

export const { useSubmitQuestionnaireMutation } = questionnaireApi;
