import path from 'node:path';
import type { ParsedServerSentEvent, ServerSentEventParser as Parser } from '@mpu/contracts';

// The contracts' parser, required by path: the e2e suite's global setup loads this directory without Jest's
// moduleNameMapper, so nothing here may need the @mpu/* aliases at run time.
const root = path.resolve(__dirname, '../../../..');
const { ServerSentEventParser } = require(
  path.join(root, 'libs/contracts/src/common/server-sent-events'),
) as {
  ServerSentEventParser: typeof Parser;
};

export interface ServerSentEvent {
  event: string;
  data: unknown;
  /** ms since the request was sent, when the caller passed its start time. */
  at?: number;
}

export interface ReadServerSentEventsOptions {
  /** `performance.now()` when the request was sent: each event gets its `at`. */
  startedAt?: number;
  /** Called with each event as it arrives, before the stream has ended. */
  onEvent?: (event: ServerSentEvent) => void;
}

/**
 * Reads a `text/event-stream` body to its end with the contracts' parser and returns the events, each `data`
 * parsed as JSON (comment lines are skipped). Stricter than the web's reader: a stream that ends inside an
 * event (its closing blank line missing) throws, so the specs catch a gateway that frames the last event wrong.
 */
export async function readServerSentEvents(
  response: Response,
  { startedAt, onEvent }: ReadServerSentEventsOptions = {},
): Promise<ServerSentEvent[]> {
  if (!response.body) return [];
  const events: ServerSentEvent[] = [];
  const parser = new ServerSentEventParser();
  const take = (messages: ParsedServerSentEvent[]): void => {
    for (const { event, data } of messages) {
      const parsed: ServerSentEvent = {
        event,
        data: JSON.parse(data) as unknown,
        ...(startedAt === undefined ? {} : { at: performance.now() - startedAt }),
      };
      events.push(parsed);
      onEvent?.(parsed);
    }
  };
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    take(parser.feed(decoder.decode(chunk, { stream: true })));
  }
  take(parser.feed(decoder.decode()));
  const unterminated = parser.end();
  if (unterminated.length > 0)
    throw new Error(`the stream ended inside the event "${unterminated[0].event}" (no closing blank line)`);
  return events;
}
