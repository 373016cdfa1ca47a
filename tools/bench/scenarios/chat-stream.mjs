// Time to the first streamed word as the browser sees it, with an LLM whose first token takes 200 ms:
// what the gateway → NATS → chat-service → SSE path adds on top of the model's own delay.
import { chatHeaders, newChatSession } from '../lib/chat.mjs';
import { ServerSentEventParser } from '../lib/server-sent-events.mjs';
import { loginDemo } from '../lib/session.mjs';
import { percentile } from '../lib/stats.mjs';

const FIRST_TOKEN_DELAY_MS = 200;
const REQUESTS = Number(process.env.BENCH_STREAM_REQUESTS ?? 200);
const CONCURRENCY = 10;

/** Sends one streaming turn; resolves with ms to the first whole `delta` event, fails when no `done` arrived. */
async function streamTurn(url, headers, body) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body });
  if (response.status !== 200) throw new Error(`stream: HTTP ${response.status} ${await response.text()}`);
  const decoder = new TextDecoder();
  const parser = new ServerSentEventParser();
  let tail = '';
  let firstDelta = null;
  let done = false;
  const take = (text, events) => {
    tail = (tail + text).slice(-200);
    for (const { event } of events) {
      if (event === 'delta' && firstDelta === null) firstDelta = performance.now() - started;
      else if (event === 'done') done = true;
    }
  };
  for await (const chunk of response.body) {
    const text = decoder.decode(chunk, { stream: true });
    take(text, parser.feed(text));
  }
  const rest = decoder.decode();
  take(rest, [...parser.feed(rest), ...parser.end()]);
  if (!done) throw new Error(`stream ended without done: ${tail}`);
  return firstDelta;
}

/** @type {import('../scenarios.mjs').Scenario} */
export default {
  name: 'chat-stream',
  title: 'Chat stream first byte',
  measures: `ms from request to the first streamed word, minus the double's ${FIRST_TOKEN_DELAY_MS} ms first-token delay (p50/p95)`,
  needsSystem: true,
  async setup(ctx) {
    const { baseUrl, llm } = ctx.system;
    await llm.setBehaviour({ firstTokenDelayMs: FIRST_TOKEN_DELAY_MS, chunkDelayMs: 0 });
    ctx.onCleanup(() => llm.setBehaviour({ firstTokenDelayMs: 0 }));
    const { cookie } = await loginDemo(baseUrl, 'premium');
    const sessions = [];
    for (let i = 0; i < CONCURRENCY; i++)
      sessions.push(await newChatSession(baseUrl, cookie, 'traffic-coach'));
    return {
      url: `${baseUrl}/api/chat/traffic-coach/stream`,
      headers: chatHeaders(baseUrl, cookie),
      sessions,
    };
  },
  async run(ctx, { url, headers, sessions }) {
    const overheads = [];
    let next = 0;
    const worker = async (sessionId) => {
      const body = JSON.stringify({
        sessionId,
        message: 'Ich bin innerorts mit 80 km/h gefahren, weil ich spät dran war.',
      });
      await streamTurn(url, headers, body); // warm-up
      while (next < REQUESTS) {
        next += 1;
        overheads.push((await streamTurn(url, headers, body)) - FIRST_TOKEN_DELAY_MS);
      }
    };
    await Promise.all(sessions.map(worker));
    overheads.sort((a, b) => a - b);
    return {
      notes: [`${overheads.length} streamed turns, ${CONCURRENCY} at a time, each on its own session`],
      metrics: [
        { label: 'overhead p50', value: percentile(overheads, 50), unit: 'ms', digits: 1 },
        {
          label: 'overhead p95',
          value: percentile(overheads, 95),
          unit: 'ms',
          digits: 1,
          target: { op: '<=', value: 30 },
        },
        { label: 'overhead max', value: overheads.at(-1), unit: 'ms', digits: 1 },
      ],
    };
  },
};
