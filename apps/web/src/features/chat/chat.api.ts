import type {
  ChatMode,
  ChatReplyDto,
  ChatSendBody,
  ChatSessionDto,
  ChatSessionSummary,
  ChatTurnDto,
  CurrentSessionBody,
  SessionPreviewItem,
  TranscriptionResponse,
} from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';
import { CHAT_TIMING } from './chat.constants';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { streamChatReply } from './chat-stream';

/**
 * POST /api/sessions/current/{mode} — spec 1 §7: the body of the contracts' schema and the mode of the path
 * (never a `userId`: the user always comes from the session cookie).
 */
export type CurrentSessionRequest = { mode: ChatMode } & Omit<CurrentSessionBody, 'userId'>;

/** POST /api/chat/{mode}/stream — the body of the contracts' schema and the mode of the path. */
export type SendMessageRequest = { mode: ChatMode } & Omit<ChatSendBody, 'userId'> & {
    /** Called with each streamed piece of the reply (append). Not stored in the cache. */
    onDelta?: (text: string) => void;
  };

export interface TranscribeRequest {
  audio: Blob;
  filename: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['ChatSessions'] });

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user's sessions of a mode, newest first; kept 30 s. */
    getUserSessions: build.query<ChatSessionSummary[], ChatMode>({
      query: (mode) => `/sessions/user/${mode}`,
      keepUnusedDataFor: CHAT_TIMING.sessionsCacheSeconds,
      providesTags: (_result, _error, mode) => [{ type: 'ChatSessions', id: mode }],
    }),
    /** Creates a session, continues the last one or reuses a given one. */
    currentSession: build.mutation<ChatSessionDto, CurrentSessionRequest>({
      query: ({ mode, ...body }) => ({ url: `/sessions/current/${mode}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { mode }) => [{ type: 'ChatSessions', id: mode }],
    }),
    /** GET /api/sessions/{id}; a mutation-like one-off read (switching sessions), so not cached. */
    getSession: build.mutation<ChatSessionDto, string>({
      query: (id) => `/sessions/${id}`,
    }),
    /** Up to 60 message/response items; 3 s timeout, kept 60 s. */
    getSessionPreview: build.query<SessionPreviewItem[], string>({
      query: (id) => ({ url: `/sessions/${id}/preview`, timeout: CHAT_TIMING.previewTimeoutMs }),
      keepUnusedDataFor: CHAT_TIMING.previewCacheSeconds,
    }),
    /** The turns of a session, ascending; kept 30 s. */
    getSessionHistory: build.query<ChatTurnDto[], string>({
      query: (id) => `/sessions/${id}/chats`,
      keepUnusedDataFor: CHAT_TIMING.historyCacheSeconds,
    }),
    /** 'Simulation beenden': the session with its report. */
    createReport: build.mutation<ChatSessionDto, { mode: ChatMode; sessionId: string }>({
      query: ({ sessionId }) => ({ url: `/sessions/${sessionId}/report`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, { mode }) => [{ type: 'ChatSessions', id: mode }],
    }),
    /**
     * Sends a message over the streaming endpoint (POST /api/chat/{mode}/stream). On success the session
     * lists refresh; the page appends the turn to the cached history.
     */
    sendMessage: build.mutation<ChatReplyDto, SendMessageRequest>({
      queryFn: async ({ mode, sessionId, message, simulatorType, onDelta }, { signal }) =>
        streamChatReply({
          mode,
          body: { message, sessionId, simulatorType },
          idempotencyKey: newIdempotencyKey(),
          onDelta,
          signal,
        }),
      invalidatesTags: (result, _error, { mode }) => (result ? [{ type: 'ChatSessions', id: mode }] : []),
    }),
    /** POST /api/transcribe, multipart field `audio`. */
    transcribe: build.mutation<TranscriptionResponse, TranscribeRequest>({
      query: ({ audio, filename }) => {
        const body = new FormData();
        body.append('audio', audio, filename);
        return { url: '/transcribe', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useGetUserSessionsQuery,
  useCurrentSessionMutation,
  useGetSessionMutation,
  useGetSessionPreviewQuery,
  useGetSessionHistoryQuery,
  useCreateReportMutation,
  useSendMessageMutation,
  useTranscribeMutation,
} = chatApi;
