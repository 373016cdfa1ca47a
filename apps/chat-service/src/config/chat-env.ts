import { z } from 'zod';
import { envFields, serviceEnvSchema } from '@mpu/server-kit';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

export const chatEnvSchema = serviceEnvSchema(3003).extend({
  /** With OPENAI_BASE_URL: any OpenAI-compatible server. Neither set → the offline practice interviewer. */
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(
    z.union([z.undefined(), z.string().regex(/^https?:\/\/.+/, 'must be an http(s):// URL')]),
  ),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
  /**
   * Speech to text may live elsewhere than the chat model (e.g. chat on Ollama, which has no transcription
   * endpoint, and speech on OpenAI). Unset: OPENAI_BASE_URL / OPENAI_API_KEY.
   */
  OPENAI_TRANSCRIPTION_BASE_URL: optionalText.pipe(
    z.union([z.undefined(), z.string().regex(/^https?:\/\/.+/, 'must be an http(s):// URL')]),
  ),
  OPENAI_TRANSCRIPTION_API_KEY: optionalText,
  /** Per provider attempt (the SDK retries once); for streams the longest silence between chunks. */
  LLM_TIMEOUT_MS: envFields.positiveInt(30_000),
  /** Budget for system prompt, recent turns and the new message (estimated at ~4 characters per token). */
  LLM_CONTEXT_TOKENS: envFields.positiveInt(6000),
  LLM_MAX_OUTPUT_TOKENS: envFields.positiveInt(700),
});
export type ChatEnv = z.infer<typeof chatEnvSchema>;

export const CHAT_SCHEMA = 'chat';
export const CHAT_SERVICE_NAME = 'chat-service';

/** The LLM settings the providers read; `null` when no LLM is configured. */
export interface LlmConfig {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  transcriptionModel: string;
  timeoutMs: number;
  contextTokens: number;
  maxOutputTokens: number;
}

/** Placeholder key for servers that need none (Ollama, vLLM, the test double); the SDK insists on one. */
const PLACEHOLDER_API_KEY = 'not-needed';

export function llmConfigFrom(env: ChatEnv): LlmConfig | null {
  if (env.OPENAI_API_KEY === undefined && env.OPENAI_BASE_URL === undefined) return null;
  return {
    apiKey: env.OPENAI_API_KEY ?? PLACEHOLDER_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    transcriptionModel: env.OPENAI_TRANSCRIPTION_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    contextTokens: env.LLM_CONTEXT_TOKENS,
    maxOutputTokens: env.LLM_MAX_OUTPUT_TOKENS,
  };
}

/** Speech-to-text settings; `null` when neither its own nor the chat model's provider is configured. */
export interface SpeechToTextConfig {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
}

export function speechToTextConfigFrom(env: ChatEnv): SpeechToTextConfig | null {
  const apiKey = env.OPENAI_TRANSCRIPTION_API_KEY ?? env.OPENAI_API_KEY;
  const baseUrl = env.OPENAI_TRANSCRIPTION_BASE_URL ?? env.OPENAI_BASE_URL;
  if (apiKey === undefined && baseUrl === undefined) return null;
  return {
    apiKey: apiKey ?? PLACEHOLDER_API_KEY,
    baseUrl,
    model: env.OPENAI_TRANSCRIPTION_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}
