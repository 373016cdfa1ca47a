import type { ChatMode, ChatReplyDto, ChatSendBody, ChatStreamEvent } from '@mpu/contracts';
import { ServerSentEventParser, type ParsedServerSentEvent } from '@mpu/contracts';
import type { ApiMessageError } from '../../shared/api/api-error';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/idempotency-key';

interface StreamChatOptions {
  mode: ChatMode;
  /** The body of the contracts' schema; never a `userId` (the user always comes from the session cookie). */
  body: Omit<ChatSendBody, 'userId'>;
  /** One per message the user sends (a retried request sends the same). */
  idempotencyKey: string;
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

/**
 * A failure without a usable answer (network, broken stream): status 0 like a network error. Its `error` text is
 * for developers only: the chat shows its own German texts for a failed send (CHAT_TEXTS.send), never this one.
 */
type StreamFailure = ApiMessageError | { status: 'FETCH_ERROR'; error: string };

type StreamResult = { data: ChatReplyDto } | { error: StreamFailure };

/** A chat stream Server-Sent Event (`event:` the kind, `data:` the rest as JSON) as a chat event, or null. */
export function toChatStreamEvent({ event, data }: ParsedServerSentEvent): ChatStreamEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  const record = (payload ?? {}) as Record<string, unknown>;
  switch (event) {
    case 'delta':
      return typeof record['text'] === 'string' ? { kind: 'delta', text: record['text'] } : null;
    case 'done': {
      // ChatStreamEvent minus its kind: `data: {"reply": ChatReplyDto}`
      const reply = record['reply'] as ChatReplyDto | undefined;
      return reply && typeof reply.message === 'string' && reply.turn ? { kind: 'done', reply } : null;
    }
    case 'error':
      return {
        kind: 'error',
        status: typeof record['status'] === 'number' ? record['status'] : 500,
        message: typeof record['message'] === 'string' ? record['message'] : '',
      };
    default:
      return null;
  }
}

async function errorFromResponse(response: Response): Promise<StreamFailure> {
  let message = '';
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // no JSON body
  }
  return { status: response.status, data: { message } };
}

/**
 * POST /api/chat/{mode}/stream with fetch and a stream reader (EventSource cannot POST): `delta` events are
 * handed to `onDelta` as they arrive, `done` carries the authoritative reply, `error` fails the send. Errors
 * before the stream starts are ordinary JSON answers. A JSON 200 (a proxy that answered non-streaming) counts
 * as the whole reply.
 */
export async function streamChatReply({
  mode,
  body,
  idempotencyKey,
  onDelta,
  signal,
}: StreamChatOptions): Promise<StreamResult> {
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}/api/chat/${mode}/stream`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  if (!response.ok) return { error: await errorFromResponse(response) };

  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream')) {
    try {
      const reply = (await response.json()) as ChatReplyDto;
      if (typeof reply.message === 'string' && reply.turn) return { data: reply };
    } catch {
      // fall through
    }
    return {
      error: {
        status: 'FETCH_ERROR',
        error: 'Unexpected response: neither an event stream nor a chat reply',
      },
    };
  }
  if (!response.body) return { error: { status: 'FETCH_ERROR', error: 'Empty response body' } };

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new ServerSentEventParser();
  const handle = (message: ParsedServerSentEvent): StreamResult | undefined => {
    const event = toChatStreamEvent(message);
    if (!event) return undefined;
    if (event.kind === 'delta') {
      onDelta?.(event.text);
      return undefined;
    }
    if (event.kind === 'done') return { data: event.reply };
    return { error: { status: event.status, data: { message: event.message } } };
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const messages = parser.feed(decoder.decode(value, { stream: !done }));
      // A last event without its blank line counts too (the parser's end()).
      if (done) messages.push(...parser.end());
      for (const message of messages) {
        const result = handle(message);
        if (result) {
          void reader.cancel().catch(() => undefined);
          return result;
        }
      }
      if (done) break;
    }
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  return { error: { status: 'FETCH_ERROR', error: 'The reply stream ended without a done or error event' } };
}
