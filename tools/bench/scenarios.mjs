// The benchmark scenarios, run one after the other in this order. To add one, write a module in
// scenarios/ that exports a Scenario and put it in the list (load scenarios before idle-rss, which reads
// memory after the load). Its metrics show up in its own block and in the summary table.
import bareHttp from './scenarios/bare-http.mjs';
import billingWebhook from './scenarios/billing-webhook.mjs';
import chatSend from './scenarios/chat-send.mjs';
import chatStream from './scenarios/chat-stream.mjs';
import gatewayUser from './scenarios/gateway-user.mjs';
import idleRss from './scenarios/idle-rss.mjs';
import lighthouse from './scenarios/lighthouse.mjs';
import webBundle from './scenarios/web-bundle.mjs';
import webWire from './scenarios/web-wire.mjs';

/**
 * @typedef {object} ScenarioContext
 * @property {string} root                  repository root
 * @property {null | { baseUrl: string, ports: Record<string, number>, env: Record<string, string>,
 *                     children: Map<string, import('node:child_process').ChildProcess>,
 *                     startupMemory: Record<string, { rssMB: number, peakMB: number }>,
 *                     llm: { baseUrl: string, pid: number, setBehaviour: (behaviour: object) => Promise<void> },
 *                     stripe: { url: string, pid: number, events: () => Promise<object[]> } }} system
 *           the running apps and the doubles (OpenAI, Stripe) they talk to (null when no selected scenario
 *           needs them)
 * @property {Map<string, { metrics: import('./lib/report.mjs').Metric[], data?: unknown }>} results
 *           what earlier scenarios returned, by name
 * @property {(options: { url: string, headers?: Record<string, string>, connections?: number,
 *             durationSeconds?: number, warmupSeconds?: number, cpuPids?: Record<string, number> }) => ReturnType<typeof import('./lib/load.mjs').runLoad>} runLoad
 *           autocannon in a child process, 50 connections / 10 s + 2 s warm-up unless overridden
 * @property {(load: { non2xx: number, errors: number, timeouts: number }) => void} expectNoFailures
 *           marks the bench as broken (exit 1) when a load run got errors or non-2xx answers
 * @property {(cleanup: () => unknown) => () => void} onCleanup
 *           runs when the scenario ends (or the bench is interrupted); returns an unregister function
 * @property {(line: string) => void} log
 * @property {(message: string) => void} warn   printed now and again after the summary; no effect on the exit code
 *
 * @typedef {object} Scenario
 * @property {string} name                  id for `--only`
 * @property {string} title                 shown in the output
 * @property {string} measures              one line: what the figures mean
 * @property {boolean} needsSystem          whether the built apps must be running
 * @property {(ctx: ScenarioContext) => Promise<unknown>} [setup]   prepares; its value is passed to run
 * @property {(ctx: ScenarioContext, state: unknown) => Promise<{ metrics: import('./lib/report.mjs').Metric[], notes?: string[],
 *             data?: unknown }>} run   `notes` are printed under the figures; `data` is kept for later scenarios
 */

/** @type {Scenario[]} */
export const SCENARIOS = [
  bareHttp,
  gatewayUser,
  chatSend,
  chatStream,
  billingWebhook,
  idleRss,
  webBundle,
  webWire,
  // Last: it keeps both cores busy for a minute or two.
  lighthouse,
];
