import type { Article, InfoTopic, SearchIndexEntry, TopicSummary } from '@mpu/content';
import { baseApi } from '../../shared/api/base.api';
import { INFO_LIMITS } from './info.constants';

/** One audio summary of `apps/web/public/audio/manifest.json` (written by tools/content/generate-audio.mjs). */
export interface AudioSummary {
  /** The player's `src`: '/audio/<key>.ogg' (free, static) or '/api/info/audio/<topic>' (premium, gateway). */
  file: string;
  title: string;
  /** How it was made: 'Automatisch erzeugt' or 'Automatisch mit KI erstellt'. */
  label: string;
  durationSeconds: number;
  generator: string;
}

/** Keyed by 'info' (the /info overview) and by the topics with `hasAudio`. */
export type AudioManifest = Partial<Record<string, AudioSummary>>;

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
    /**
     * The audio manifest is a static file of the app (same origin, outside /api): the absolute URL keeps
     * fetchBaseQuery from prefixing the base URL. It changes only with a deployment, so it stays cached.
     */
    getAudioManifest: build.query<AudioManifest, void>({
      query: () => `${window.location.origin}/audio/manifest.json`,
      keepUnusedDataFor: INFO_LIMITS.audioManifestCacheSeconds,
    }),
  }),
});

export const {
  useGetInfoTopicsQuery,
  useGetInfoArticleQuery,
  useGetSearchIndexQuery,
  useGetAudioManifestQuery,
} = infoApi;
