import path from 'node:path';

/** Typed access to tools/system/openai-double.cjs (plain CommonJS, also runnable as its own process). */
const root = path.resolve(__dirname, '../../../..');

/** What a chat completion request looked like (the parsed JSON body as the SDK sent it). */
export interface OpenAiChatRequestBody {
  model?: string;
  messages?: { role: string; content: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
}

/** A transcription upload as the double parsed it. */
export interface OpenAiTranscriptionRequestBody {
  fields: Record<string, string>;
  files: Record<string, { filename: string; contentType: string | null; size: number }>;
}

export interface OpenAiDoubleRequest {
  path: string;
  body: OpenAiChatRequestBody | OpenAiTranscriptionRequestBody;
}

export interface OpenAiDoubleBehaviour {
  /** The assistant's content; a function gets the request body. Default: a deterministic German question
   * (chat) or a schema-valid report (json_schema requests). */
  reply: string | ((body: OpenAiChatRequestBody) => string) | undefined;
  /** Delay before the first token (streaming) or the whole answer (non-streaming). */
  firstTokenDelayMs: number;
  /** Delay between word chunks of a stream. */
  chunkDelayMs: number;
  /** HTTP status of chat completions; not 200 → OpenAI-style error body. */
  status: number;
  /** json_schema requests get content that is not valid JSON; chat gets a body without content / garbage SSE. */
  malformed: boolean;
  /** Never answer. */
  hang: boolean;
  /** Text of transcriptions. */
  transcript: string;
  /** HTTP status of transcriptions. */
  transcriptionStatus: number;
  /**
   * In-process only: awaited before word chunk `index` (from 0) of a stream is written, e.g. to send the next
   * word only once the test has received the previous one — streaming without timing the chunks.
   */
  beforeChunk: ((index: number) => void | Promise<void>) | undefined;
}

export interface OpenAiDouble {
  /** e.g. `http://127.0.0.1:41234/v1` — use as OPENAI_BASE_URL. */
  baseUrl: string;
  port: number;
  /** Every request, oldest first (capped at `maxLogged`). */
  requests: OpenAiDoubleRequest[];
  setBehaviour(partial: Partial<OpenAiDoubleBehaviour>): void;
  /** Back to the start behaviour; empties the request log. */
  reset(): void;
  close(): Promise<void>;
}

export interface OpenAiDoubleOptions {
  /** 0 or omitted = a free port. */
  port?: number;
  host?: string;
  behaviour?: Partial<OpenAiDoubleBehaviour>;
  /** Most requests kept in `requests` (default 1000). */
  maxLogged?: number;
}

const double = require(path.join(root, 'tools/system/openai-double.cjs')) as {
  startOpenAiDouble(options?: OpenAiDoubleOptions): Promise<OpenAiDouble>;
  DEFAULT_TRANSCRIPT: string;
  DEFAULT_QUESTIONS: readonly string[];
};

/** Starts an OpenAI-compatible HTTP double (chat completions incl. SSE streaming, audio transcriptions). */
export function startOpenAiDouble(options: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  return double.startOpenAiDouble(options);
}

/** The transcript the double answers unless `transcript` is set. */
export const OPENAI_DOUBLE_DEFAULT_TRANSCRIPT = double.DEFAULT_TRANSCRIPT;
/** The questions the default chat reply picks from. */
export const OPENAI_DOUBLE_DEFAULT_QUESTIONS = double.DEFAULT_QUESTIONS;
