// The one reader of the `text/event-stream` wire format (the gateway's chat stream): the web app, the test
// harness (@mpu/server-kit/testing) and the bench (tools/bench/lib/server-sent-events.mjs compiles this file
// on the fly, so it imports nothing) all parse with it. Pure and incremental: feed it decoded text in chunks
// of any size, it returns the events each chunk completed.
//
// It follows the WHATWG event-stream rules (https://html.spec.whatwg.org/multipage/server-sent-events.html):
// lines end with CRLF, LF or CR (also when a chunk ends between CR and LF); a line starting with `:` is a
// comment (the gateway's heartbeat); `field: value` with one optional space after the colon, a line without
// a colon is a field with an empty value; `data` lines are joined with `\n`; a blank line dispatches the
// event, an event without `data` lines is not dispatched; `id` is the stream's last event id and stays until
// another `id` line changes it; `retry` and unknown fields are ignored; one leading U+FEFF is skipped.
//
// One deliberate difference: `end()` dispatches the event the stream was in the middle of when it ended
// without its blank line (the unterminated last line included) instead of discarding it. The web app has
// always taken such a last event; whoever reads it validates the data anyway (a cut-off JSON payload does
// not parse).

/** One event of a `text/event-stream`. */
export interface ParsedServerSentEvent {
  /** The `event` field; `message` when the event named none. */
  event: string;
  /** The event's `data` lines joined with `\n`. */
  data: string;
  /** The last `id` the stream sent up to and including this event; empty when it sent none. */
  id: string;
}

const LINE_FEED = 0x0a;
const BYTE_ORDER_MARK = 0xfeff;

/** Incremental `text/event-stream` parser: `feed()` each decoded chunk, `end()` once the stream has ended. */
export class ServerSentEventParser {
  /** Text after the last line ending: the start of a line whose end has not arrived yet. */
  private pending = '';
  /** The last chunk ended with CR: a LF opening the next chunk belongs to that line ending. */
  private afterCarriageReturn = false;
  private started = false;
  private eventType = '';
  private dataLines: string[] = [];
  private lastEventId = '';

  /** Takes the next piece of the stream and returns the events it completed, in order. */
  feed(chunk: string): ParsedServerSentEvent[] {
    const events: ParsedServerSentEvent[] = [];
    if (chunk === '') return events;
    let start = 0;
    if (this.afterCarriageReturn && chunk.charCodeAt(0) === LINE_FEED) start = 1;
    if (!this.started) {
      this.started = true;
      if (chunk.charCodeAt(start) === BYTE_ORDER_MARK) start += 1;
    }
    const lineEnd = /\r\n?|\n/g;
    lineEnd.lastIndex = start;
    for (let match = lineEnd.exec(chunk); match !== null; match = lineEnd.exec(chunk)) {
      const line = this.pending + chunk.slice(start, match.index);
      this.pending = '';
      this.processLine(line, events);
      start = lineEnd.lastIndex;
    }
    this.pending += chunk.slice(start);
    this.afterCarriageReturn = chunk.endsWith('\r');
    return events;
  }

  /**
   * The stream has ended: returns the event it ended in the middle of (see the file comment), if that event
   * has data. The parser is then ready for a new stream.
   */
  end(): ParsedServerSentEvent[] {
    const events: ParsedServerSentEvent[] = [];
    if (this.pending !== '') this.processLine(this.pending, events);
    this.dispatch(events);
    this.pending = '';
    this.afterCarriageReturn = false;
    this.started = false;
    this.lastEventId = '';
    return events;
  }

  private processLine(line: string, events: ParsedServerSentEvent[]): void {
    if (line === '') {
      this.dispatch(events);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventType = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
  }

  private dispatch(events: ParsedServerSentEvent[]): void {
    if (this.dataLines.length > 0) {
      events.push({
        event: this.eventType || 'message',
        data: this.dataLines.join('\n'),
        id: this.lastEventId,
      });
    }
    this.eventType = '';
    this.dataLines = [];
  }
}

/** Every event of a whole `text/event-stream` text (a last event without its blank line included). */
export function parseServerSentEvents(text: string): ParsedServerSentEvent[] {
  const parser = new ServerSentEventParser();
  return [...parser.feed(text), ...parser.end()];
}
