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

/** Reads a `text/event-stream` body to its end and returns the events (comment lines are skipped). */
export async function readServerSentEvents(
  response: Response,
  { startedAt, onEvent }: ReadServerSentEventsOptions = {},
): Promise<ServerSentEvent[]> {
  if (!response.body) return [];
  const events: ServerSentEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = frame.split('\n').filter((line) => !line.startsWith(':'));
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
      if (event !== undefined && data !== undefined) {
        const parsed: ServerSentEvent = {
          event,
          data: JSON.parse(data) as unknown,
          ...(startedAt === undefined ? {} : { at: performance.now() - startedAt }),
        };
        events.push(parsed);
        onEvent?.(parsed);
      }
      end = buffer.indexOf('\n\n');
    }
  }
  return events;
}
