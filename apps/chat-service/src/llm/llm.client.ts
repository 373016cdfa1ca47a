import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import type { JsonSchema } from '@mpu/domain';
import type { LlmConfig } from '../config/chat-env';
import type { LlmMessage } from './context';
import { createOpenAiClient } from './openai-client';

export const LLM_CONFIG = Symbol('LLM_CONFIG');

/** Any failure of the provider: HTTP error, timeout, broken connection, malformed or empty output. */
export class LlmFailure extends Error {}

export interface LlmReply {
  text: string;
  model: string;
  promptTokens: number | null;
  completionTokens: number | null;
}

export interface JsonSchemaFormat {
  name: string;
  schema: JsonSchema;
}

/**
 * The LLM through the official `openai` SDK (any OpenAI-compatible server via OPENAI_BASE_URL). One client
 * per process; the SDK's own timeout applies per attempt and it retries once. Streams additionally abort
 * when no chunk arrives within the timeout, because the SDK's timeout ends once the response headers are in.
 */
@Injectable()
export class LlmClient {
  private readonly logger = new Logger(LlmClient.name);
  private readonly openai: OpenAI | null;

  constructor(@Inject(LLM_CONFIG) private readonly config: LlmConfig | null) {
    this.openai = config === null ? null : createOpenAiClient(config);
  }

  get configured(): boolean {
    return this.openai !== null;
  }

  /** LLM_CONTEXT_TOKENS (0 without an LLM). */
  get contextTokens(): number {
    return this.config?.contextTokens ?? 0;
  }

  /** LLM_MAX_OUTPUT_TOKENS (0 without an LLM). */
  get maxOutputTokens(): number {
    return this.config?.maxOutputTokens ?? 0;
  }

  private client(): OpenAI {
    if (this.openai === null) throw new LlmFailure('no LLM configured');
    return this.openai;
  }

  private fail(what: string, error: unknown): LlmFailure {
    if (error instanceof LlmFailure) {
      this.logger.warn(`${what}: ${error.message}`);
      return error;
    }
    const detail = error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error);
    this.logger.warn(`${what} failed: ${detail}`);
    return new LlmFailure(detail);
  }

  /** A whole reply (non-streaming). */
  async complete(messages: LlmMessage[]): Promise<LlmReply> {
    const config = this.config as LlmConfig;
    try {
      const completion = await this.client().chat.completions.create({
        model: config.model,
        messages,
        max_tokens: config.maxOutputTokens,
      });
      const text = completion.choices?.[0]?.message?.content?.trim();
      if (!text) throw new LlmFailure('empty or malformed completion');
      return {
        text,
        model: completion.model || config.model,
        promptTokens: completion.usage?.prompt_tokens ?? null,
        completionTokens: completion.usage?.completion_tokens ?? null,
      };
    } catch (error) {
      throw this.fail('chat completion', error);
    }
  }

  /** A streamed reply: `onDelta` gets each piece of text as it arrives; resolves with the whole reply. */
  async stream(messages: LlmMessage[], onDelta: (text: string) => void): Promise<LlmReply> {
    const config = this.config as LlmConfig;
    const controller = new AbortController();
    const idle = setTimeout(() => controller.abort(), config.timeoutMs);
    try {
      const stream = await this.client().chat.completions.create(
        {
          model: config.model,
          messages,
          max_tokens: config.maxOutputTokens,
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal: controller.signal },
      );
      let text = '';
      let model = config.model;
      let promptTokens: number | null = null;
      let completionTokens: number | null = null;
      for await (const chunk of stream) {
        idle.refresh();
        if (chunk.model) model = chunk.model;
        const delta = chunk.choices?.[0]?.delta?.content;
        if (delta) {
          // Leading whitespace of the first piece is dropped, as the stored reply is trimmed.
          const piece = text === '' ? delta.trimStart() : delta;
          if (piece) {
            text += piece;
            onDelta(piece);
          }
        }
        if (chunk.usage) {
          promptTokens = chunk.usage.prompt_tokens ?? null;
          completionTokens = chunk.usage.completion_tokens ?? null;
        }
      }
      if (controller.signal.aborted) throw new LlmFailure('stream timed out');
      text = text.trimEnd();
      if (!text) throw new LlmFailure('empty stream');
      return { text, model, promptTokens, completionTokens };
    } catch (error) {
      throw this.fail('chat stream', controller.signal.aborted ? new LlmFailure('stream timed out') : error);
    } finally {
      clearTimeout(idle);
    }
  }

  /** Structured output (`response_format: json_schema`, strict): the raw JSON text of the answer. */
  async completeJson(messages: LlmMessage[], format: JsonSchemaFormat, maxTokens: number): Promise<string> {
    const config = this.config as LlmConfig;
    try {
      const completion = await this.client().chat.completions.create({
        model: config.model,
        messages,
        max_tokens: maxTokens,
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: format.name,
            schema: format.schema as Record<string, unknown>,
            strict: true,
          },
        },
      });
      const text = completion.choices?.[0]?.message?.content?.trim();
      if (!text) throw new LlmFailure('empty structured output');
      return text;
    } catch (error) {
      throw this.fail('structured completion', error);
    }
  }
}
