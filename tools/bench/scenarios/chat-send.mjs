// A whole chat turn through the system with an LLM that answers at once: gateway (session, premium
// cache, validation) → NATS → chat-service (ownership, history, OpenAI SDK over HTTP to the double,
// one INSERT) and back. Everything measured is the system's own overhead.
import { chatHeaders, newChatSession } from '../lib/chat.mjs';
import { loadMetrics } from '../lib/load-metrics.mjs';
import { loginDemo } from '../lib/session.mjs';

const SESSIONS = 50;
const MESSAGE = 'Ich habe damals unterschätzt, wie viel ich getrunken hatte, und bin trotzdem gefahren.';

/** @type {import('../scenarios.mjs').Scenario} */
export default {
  name: 'chat-send',
  title: 'Chat turn POST /api/chat/coach',
  measures:
    'chat turns/s and p50/p99 of POST /api/chat/coach → NATS → chat-service → Postgres with a zero-latency LLM double',
  needsSystem: true,
  async setup(ctx) {
    const { baseUrl, llm } = ctx.system;
    await llm.setBehaviour({ firstTokenDelayMs: 0, chunkDelayMs: 0 });
    const { cookie } = await loginDemo(baseUrl, 'premium');
    const url = `${baseUrl}/api/chat/coach`;
    const headers = chatHeaders(baseUrl, cookie);
    // One session per connection, as real users each talk in their own session (50 writers on one
    // session row would measure Postgres row-lock queueing instead).
    const bodies = [];
    for (let i = 0; i < SESSIONS; i++) {
      const sessionId = await newChatSession(baseUrl, cookie);
      bodies.push(JSON.stringify({ sessionId, message: MESSAGE }));
    }
    const probe = await fetch(url, { method: 'POST', headers, body: bodies[0] });
    if (probe.status !== 200)
      throw new Error(`POST /api/chat/coach: HTTP ${probe.status} ${await probe.text()}`);
    return { url, headers, bodies };
  },
  async run(ctx, { url, headers, bodies }) {
    const { children, llm } = ctx.system;
    const load = await ctx.runLoad({
      url,
      method: 'POST',
      bodies,
      ...(process.env.BENCH_CHAT_CONNECTIONS
        ? { connections: Number(process.env.BENCH_CHAT_CONNECTIONS) }
        : {}),
      headers,
      cpuPids: {
        gateway: children.get('gateway').pid,
        'chat-service': children.get('chat-service').pid,
        'openai-double': llm.pid,
      },
    });
    const outcome = loadMetrics(ctx, load, 'chat-service', { p99TargetMs: 50 });
    outcome.metrics[0].target = { op: '>=', value: 2000 };
    outcome.metrics[0].label = 'chat turns/s';
    return outcome;
  },
};
