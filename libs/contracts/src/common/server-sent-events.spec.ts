import {
  parseServerSentEvents,
  ServerSentEventParser,
  type ParsedServerSentEvent,
} from './server-sent-events';

/** Feeds the chunks one by one, then ends the stream; every event in order. */
function parseChunks(chunks: string[]): ParsedServerSentEvent[] {
  const parser = new ServerSentEventParser();
  return [...chunks.flatMap((chunk) => parser.feed(chunk)), ...parser.end()];
}

const event = (name: string, data: string, id = ''): ParsedServerSentEvent => ({ event: name, data, id });

// What the gateway writes (toServerSentEvent), with a heartbeat comment in between.
const GATEWAY_STREAM =
  'event: delta\ndata: {"text":"Guten "}\n\n' +
  ': heartbeat\n\n' +
  'event: delta\ndata: {"text":"Tag"}\n\n' +
  'event: done\ndata: {"reply":{"message":"Guten Tag"}}\n\n';
const GATEWAY_EVENTS = [
  event('delta', '{"text":"Guten "}'),
  event('delta', '{"text":"Tag"}'),
  event('done', '{"reply":{"message":"Guten Tag"}}'),
];

describe('ServerSentEventParser', () => {
  it('reads the gateway chat stream, skipping the heartbeat comment', () => {
    expect(parseServerSentEvents(GATEWAY_STREAM)).toEqual(GATEWAY_EVENTS);
  });

  it('gives the same events wherever the chunks are cut, with LF and with CRLF line endings', () => {
    for (const stream of [GATEWAY_STREAM, GATEWAY_STREAM.replaceAll('\n', '\r\n')]) {
      for (let cut = 0; cut <= stream.length; cut++) {
        expect(parseChunks([stream.slice(0, cut), stream.slice(cut)])).toEqual(GATEWAY_EVENTS);
      }
      expect(parseChunks([...stream])).toEqual(GATEWAY_EVENTS);
    }
  });

  it('returns each event from the chunk that completes it, not before', () => {
    const parser = new ServerSentEventParser();
    expect(parser.feed('event: delta\nda')).toEqual([]);
    expect(parser.feed('ta: {"text":"Hal"}\n')).toEqual([]);
    expect(parser.feed('\nevent: delta\ndata: {"text":"lo"}\n\nevent: do')).toEqual([
      event('delta', '{"text":"Hal"}'),
      event('delta', '{"text":"lo"}'),
    ]);
    expect(parser.feed('ne\ndata: {}\n\n')).toEqual([event('done', '{}')]);
    expect(parser.end()).toEqual([]);
  });

  it('treats a CR at the end of a chunk and a LF opening the next as one line ending', () => {
    const parser = new ServerSentEventParser();
    expect(parser.feed('data: a\r')).toEqual([]);
    // The CR is a line ending at once (the blank line dispatches); the LF after it adds no second one.
    expect(parser.feed('\n\r')).toEqual([event('message', 'a')]);
    expect(parser.feed('\n')).toEqual([]);
    // A lone CR is a line ending of its own, so CR CR ends an event.
    expect(parser.feed('data: b\r')).toEqual([]);
    expect(parser.feed('\rdata: c\r\r')).toEqual([event('message', 'b'), event('message', 'c')]);
  });

  it('joins multi-line data with LF and keeps everything after the first space of a value', () => {
    expect(parseServerSentEvents('event: note\ndata: eins\ndata:zwei\ndata:  drei: vier\ndata\n\n')).toEqual([
      event('note', 'eins\nzwei\n drei: vier\n'),
    ]);
  });

  it('skips comments and does not dispatch events without data', () => {
    expect(
      parseServerSentEvents(':\n: keep-alive\n\nevent: ping\n\nevent: delta\n: mittendrin\ndata: x\n\n'),
    ).toEqual([event('delta', 'x')]);
    // The name of an event without data does not carry over to the next one.
    expect(parseServerSentEvents('event: ping\n\ndata: y\n\n')).toEqual([event('message', 'y')]);
  });

  it('keeps the last event id for later events; ignores retry, unknown fields and an id holding NUL', () => {
    expect(
      parseServerSentEvents(
        'id: 1\ndata: a\n\nretry: 500\nfoo: bar\ndata: b\n\nid: 2\u0000\ndata: c\n\nid\ndata: d\n\n',
      ),
    ).toEqual([
      event('message', 'a', '1'),
      event('message', 'b', '1'),
      event('message', 'c', '1'),
      event('message', 'd'),
    ]);
  });

  it('skips one byte order mark at the start of the stream only', () => {
    // Later, `\ufeffdata` is a field name like any other (unknown, so ignored).
    expect(parseChunks(['', '\ufeffdata: a\n\n', '\ufeffdata: b\n\n'])).toEqual([event('message', 'a')]);
  });

  // Decision (see the file comment): a stream that ends without the final blank line still delivers its last
  // event — as the web app always did — including a last line without its line ending.
  it('dispatches a last event without its blank line when the stream ends', () => {
    const parser = new ServerSentEventParser();
    expect(parser.feed('event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {"reply":{}}\n')).toEqual([
      event('delta', '{"text":"a"}'),
    ]);
    expect(parser.end()).toEqual([event('done', '{"reply":{}}')]);
    expect(parseServerSentEvents('event: done\ndata: {"reply":{}}')).toEqual([event('done', '{"reply":{}}')]);
    expect(parseServerSentEvents('event: done\n')).toEqual([]);
    expect(parseServerSentEvents('')).toEqual([]);
  });

  it('starts afresh after end()', () => {
    const parser = new ServerSentEventParser();
    parser.feed('id: 7\nevent: delta\ndata: halb');
    expect(parser.end()).toEqual([event('delta', 'halb', '7')]);
    expect([...parser.feed('data: neu\n\n'), ...parser.end()]).toEqual([event('message', 'neu')]);
  });
});
