import { stubFetch } from '../../test/fetch-stub';
import { aReply, controlledSse, SESSION_ID } from '../../test/chat-fixtures';
import { toChatStreamEvent, streamChatReply } from './chat-stream';

const body = { message: 'Hallo', sessionId: SESSION_ID, simulatorType: null };
const sse = (event: string, data: string) => ({ event, data, id: '' });

describe('toChatStreamEvent', () => {
  it('reads delta, done and error events and ignores unknown events and data that is not JSON', () => {
    expect(toChatStreamEvent(sse('delta', '{"text":"Hal"}'))).toEqual({ kind: 'delta', text: 'Hal' });
    expect(toChatStreamEvent(sse('delta', '{"text":'))).toBeNull();
    expect(toChatStreamEvent(sse('ping', '{}'))).toBeNull();
    expect(toChatStreamEvent(sse('error', '{"status":503,"message":"weg"}'))).toEqual({
      kind: 'error',
      status: 503,
      message: 'weg',
    });
    const reply = aReply('Antwort');
    expect(toChatStreamEvent(sse('done', JSON.stringify({ reply })))).toEqual({ kind: 'done', reply });
  });
});

describe('streamChatReply', () => {
  it('hands deltas over as they arrive, even split across chunks, and resolves with the done reply', async () => {
    const sse = controlledSse();
    const stub = stubFetch({ 'POST /api/chat/coach/stream': () => sse.response });
    const deltas: string[] = [];
    const result = streamChatReply({
      mode: 'coach',
      body,
      idempotencyKey: 'schluessel-1',
      onDelta: (text) => deltas.push(text),
    });
    sse.send('delta', { text: 'Guten ' });
    sse.send('delta', { text: 'Tag' });
    sse.send('done', aReply('Guten Tag'));
    sse.close();
    expect(await result).toEqual({ data: aReply('Guten Tag') });
    expect(deltas).toEqual(['Guten ', 'Tag']);
    expect(stub.requests[0]!.headers.get('accept')).toBe('text/event-stream');
    expect(stub.requests[0]!.credentials).toBe('include');
    expect(stub.requests[0]!.headers.get('idempotency-key')).toBe('schluessel-1');
  });

  it('reads a stream cut after every byte, with CRLF, comments and a last event without blank line', async () => {
    const text =
      ': heartbeat\r\n\r\nevent: delta\r\ndata: {"text":"Grüße "}\r\n\r\n' +
      `event: done\r\ndata: ${JSON.stringify({ reply: aReply('Grüße') })}`;
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at++) controller.enqueue(bytes.slice(at, at + 1));
        controller.close();
      },
    });
    stubFetch({
      'POST /api/chat/coach/stream': () =>
        new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    });
    const deltas: string[] = [];
    const result = await streamChatReply({
      mode: 'coach',
      body,
      idempotencyKey: 'schluessel-3',
      onDelta: (delta) => deltas.push(delta),
    });
    expect(result).toEqual({ data: aReply('Grüße') });
    expect(deltas).toEqual(['Grüße ']);
  });

  it('fails with the JSON error before the stream and with a stream that ends without done', async () => {
    stubFetch({ 'POST /api/chat/coach/stream': { status: 429, body: { message: 'Zu viele Nachrichten' } } });
    expect(await streamChatReply({ mode: 'coach', body, idempotencyKey: 'schluessel-2' })).toEqual({
      error: { status: 429, data: { message: 'Zu viele Nachrichten' } },
    });

    const sse = controlledSse();
    stubFetch({ 'POST /api/chat/coach/stream': () => sse.response });
    const result = streamChatReply({ mode: 'coach', body, idempotencyKey: 'schluessel-2' });
    sse.send('delta', { text: 'halb' });
    sse.close();
    expect(await result).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });

  it('accepts a whole JSON reply', async () => {
    stubFetch({ 'POST /api/chat/coach/stream': { status: 200, body: aReply('Ganz') } });
    expect(await streamChatReply({ mode: 'coach', body, idempotencyKey: 'schluessel-2' })).toEqual({
      data: aReply('Ganz'),
    });
  });
});
