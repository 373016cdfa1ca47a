import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one API slice of the app; features add their endpoints with `injectEndpoints`.
 * The base URL is absolute (same origin) so that the fetch implementation of the test runner accepts it too.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: `${window.location.origin}/api`, credentials: 'include' }),
  tagTypes: ['User', 'Subscription', 'Planner', 'ReactionRuns', 'Questionnaire'],
  endpoints: () => ({}),
});
