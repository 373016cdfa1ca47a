// The apps of the monorepo, one entry each. Everything that can read this file does: tools/system (npm
// start, the integration specs, the e2e suite), the bench, tools/scripts and tools/deploy-check. What
// cannot — the Dockerfile, docker-compose.yml, k8s/, apps/e2e/project.json, the services' own config,
// the contracts' SERVICE_PINGS — is checked against it by tools/deploy-check in `npm test`.
// A new service: `node tools/scripts/new-service.mjs <name>-service` (docs/architecture.md).

/** Variables every NATS service reads (server-kit's serviceEnvSchema). */
const SERVICE_ENV = [
  'NODE_ENV',
  'DATABASE_URL',
  'NATS_URL',
  'HEALTH_PORT',
  'RUN_MIGRATIONS',
  'SEED_DEMO_ACCOUNTS',
  'LOG_LEVEL',
];

/**
 * @typedef {object} AppSpec
 * @property {string} name  Nx project, folder apps/<name>, build dist/apps/<name>; for the gateway and the
 *   services also the image, the compose service, the k8s Deployment and Service
 * @property {'gateway'|'service'|'web'|'e2e'} kind
 * @property {boolean} servesHttp  serves the site and the API to browsers (only the gateway; a service
 *   answers NATS and serves nothing but /healthz and /readyz on its health port)
 * @property {number} [port]       port of /healthz and /readyz (the gateway's is also the site's)
 * @property {'PORT'|'HEALTH_PORT'} [portEnv] variable that sets that port
 * @property {string} [schema]     Postgres schema the service owns (its tables and its migrations table)
 * @property {string} [natsKey]    the service's key in the contracts' SUBJECTS and SERVICE_PINGS, the
 *   name without -service in camelCase (its subjects: `<name without -service>.*`)
 * @property {string[]} [env]      variables the app needs at run time
 * @property {string[]} [optionalEnv] variables the app reads but also runs without (unset or empty):
 *   compose must pass them through (`VAR: ${VAR:-}`, so an operator can set them in .env), k8s may leave
 *   them out, and a secretKeyRef to one must say `optional: true` so the pod starts without the key
 * @property {string[]} [secretEnv] variables that must come from a Secret in k8s (a required one must not
 *   be referenced with `optional: true`)
 * @property {boolean} [migrations] has `main.js migrate`
 */

/** @returns {AppSpec} */
function service(name, { port, schema, env = [], optionalEnv = [], secretEnv = [] }) {
  return {
    name,
    kind: 'service',
    servesHttp: false,
    port,
    portEnv: 'HEALTH_PORT',
    schema,
    natsKey: name.replace(/-service$/, '').replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase()),
    env: [...SERVICE_ENV, ...env],
    optionalEnv,
    secretEnv: ['DATABASE_URL', ...secretEnv],
    migrations: true,
  };
}

/** Every app in start order: the services (started together), the gateway, then what is no process. */
const APPS = [
  service('auth-service', { port: 3001, schema: 'auth' }),
  service('billing-service', {
    port: 3002,
    schema: 'billing',
    env: [
      'REDIS_URL',
      'PUBLIC_BASE_URL',
      'BILLING_TEST_MODE',
      'STRIPE_PRICE_BASIC',
      'STRIPE_PRICE_PREMIUM',
      'STRIPE_PRICE_MPU_COACH',
      'STRIPE_PAYMENT_METHOD_TYPES',
    ],
    // Without STRIPE_SECRET_KEY billing starts and the payment routes answer 503 (npm start runs the Stripe
    // double instead). STRIPE_API_URL points the SDK at another host (the double).
    // Without SMTP_URL the order confirmation and cancellation receipt are logged as not sent.
    optionalEnv: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'SMTP_URL', 'MAIL_FROM'],
    secretEnv: ['REDIS_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL'],
  }),
  service('chat-service', {
    port: 3003,
    schema: 'chat',
    env: [
      'OPENAI_MODEL',
      'OPENAI_TRANSCRIPTION_MODEL',
      'LLM_TIMEOUT_MS',
      'LLM_CONTEXT_TOKENS',
      'LLM_MAX_OUTPUT_TOKENS',
    ],
    // Without both the service runs the offline practice interviewer and transcription answers 503.
    // Speech to text may use its own provider; unset, it uses the chat model's.
    optionalEnv: [
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'OPENAI_TRANSCRIPTION_API_KEY',
      'OPENAI_TRANSCRIPTION_BASE_URL',
    ],
    secretEnv: ['OPENAI_API_KEY', 'OPENAI_TRANSCRIPTION_API_KEY'],
  }),
  service('feedback-service', { port: 3004, schema: 'feedback' }),
  // new-service.mjs adds services above this line.
  {
    name: 'gateway',
    kind: 'gateway',
    servesHttp: true,
    port: 3000,
    portEnv: 'PORT',
    env: [
      'NODE_ENV',
      'PORT',
      'HOST',
      'REDIS_URL',
      'NATS_URL',
      'SESSION_SECRET',
      'SESSION_IDLE_TIMEOUT_SECONDS',
      'COOKIE_SECURE',
      'ALLOWED_ORIGINS',
      'TRUST_PROXY',
      'WEB_DIST_DIR',
      'NATS_REQUEST_TIMEOUT_MS',
      'CHAT_SESSIONS_PER_MINUTE',
      'CHAT_REQUEST_TIMEOUT_MS',
      'LOG_LEVEL',
    ],
    optionalEnv: [],
    secretEnv: ['SESSION_SECRET', 'REDIS_URL'],
    migrations: false,
  },
  // Static files (dist/apps/web) the gateway serves and its image carries.
  { name: 'web', kind: 'web', servesHttp: false },
  // The browser specs; builds nothing, runs against the other apps' builds.
  { name: 'e2e', kind: 'e2e', servesHttp: false },
];

/** The apps that run as a process (dist/apps/<name>/main.js) in start order: the services, the gateway. */
const SYSTEM_APPS = APPS.filter((app) => app.kind === 'service' || app.kind === 'gateway');

/** Nx projects a running system is built from (`nx run-many -t build --projects=…`). */
const BUILD_PROJECTS = APPS.filter((app) => app.kind !== 'e2e').map((app) => app.name);

/** The bundle `node` runs for a system app, relative to the repo root. */
const mainFile = (name) => `dist/apps/${name}/main.js`;

module.exports = { APPS, SYSTEM_APPS, BUILD_PROJECTS, mainFile };
