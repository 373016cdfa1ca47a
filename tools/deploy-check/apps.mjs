// The deployable apps and what each needs from its environment. docker-compose.yml, k8s/ and the
// Dockerfile are checked against this table; adding an app (feedback-service, ...) starts here.

const serviceEnv = [
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
 * @property {'gateway'|'service'} role
 * @property {number} port         port serving /healthz and /readyz
 * @property {string} portEnv      variable that sets that port
 * @property {string[]} env        variables the app needs at run time
 * @property {string[]} [optionalEnv] variables the app reads but also runs without (unset or empty):
 *                                 compose must pass them through (`VAR: ${VAR:-}`, so an operator can
 *                                 set them in .env), k8s may leave them out, and a secretKeyRef to one
 *                                 must say `optional: true` so the pod starts when the key is absent
 * @property {string[]} secretEnv  variables that must come from a Secret in k8s (a required one must
 *                                 not be referenced with `optional: true`)
 * @property {boolean} migrations  has `main.js migrate`
 */

/** @type {Record<string, AppSpec>} */
export const APPS = {
  gateway: {
    role: 'gateway',
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
    secretEnv: ['SESSION_SECRET', 'REDIS_URL'],
    migrations: false,
  },
  'auth-service': {
    role: 'service',
    port: 3001,
    portEnv: 'HEALTH_PORT',
    env: serviceEnv,
    secretEnv: ['DATABASE_URL'],
    migrations: true,
  },
  'billing-service': {
    role: 'service',
    port: 3002,
    portEnv: 'HEALTH_PORT',
    env: serviceEnv,
    secretEnv: ['DATABASE_URL'],
    migrations: true,
  },
  'chat-service': {
    role: 'service',
    port: 3003,
    portEnv: 'HEALTH_PORT',
    env: [
      ...serviceEnv,
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
    secretEnv: ['DATABASE_URL', 'OPENAI_API_KEY', 'OPENAI_TRANSCRIPTION_API_KEY'],
    migrations: true,
  },
  'feedback-service': {
    role: 'service',
    port: 3004,
    portEnv: 'HEALTH_PORT',
    env: serviceEnv,
    secretEnv: ['DATABASE_URL'],
    migrations: true,
  },
};

/** Infrastructure the compose stack runs next to the apps, with the port each app reaches it on. */
export const INFRA = {
  postgres: 5432,
  redis: 6379,
  nats: 4222,
  clickhouse: 8123,
};

/** Where the gateway image keeps the web build (Dockerfile copies dist/apps/web there). */
export const WEB_DIST_DIR = '/app/dist/apps/web';

/** Label that marks infrastructure workloads in k8s overlays (exempt from the app rules). */
export const INFRA_COMPONENT = 'infrastructure';
