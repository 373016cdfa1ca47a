import type { Article, InfoTopic, SearchIndexEntry, TopicSummary } from '@mpu/content';
import { baseApi } from '../../shared/api/base.api';
import { INFO_LIMITS } from './info.constants';

/**
 * 'MPU Grundlagen' (decision 0009): the gateway serves topics, articles and the search index. Premium
 * article bodies come only from the server (403 without a subscription), never from the bundle.
 */
export const infoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInfoTopics: build.query<TopicSummary[], void>({
      query: () => '/info/topics',
    }),
    getInfoArticle: build.query<Article, InfoTopic>({
      query: (topic) => `/info/articles/${encodeURIComponent(topic)}`,
      // Premium articles depend on the subscription: a change of it loads them again.
      providesTags: ['Subscription'],
    }),
    /** Loaded only when the search screen opens, then cached; premium text only for subscribers. */
    getSearchIndex: build.query<SearchIndexEntry[], void>({
      query: () => '/info/search-index',
      providesTags: ['Subscription'],
      // The library changes only with a deployment: keep the index for the session's next searches.
      keepUnusedDataFor: INFO_LIMITS.searchIndexCacheSeconds,
    }),
  }),
});

export const { useGetInfoTopicsQuery, useGetInfoArticleQuery, useGetSearchIndexQuery } = infoApi;
