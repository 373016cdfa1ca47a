import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { OpenAiDouble, StripeDouble, TestSystem } from '@mpu/server-kit/testing';
import { ARTIFACTS_DIR, BASE_URL_VARIABLE, WEB_DIST_DIR, WORKSPACE_ROOT } from './paths';

// Jest applies no moduleNameMapper to the global setup, so the @mpu/server-kit/testing alias is resolved by hand.
const { startOpenAiDouble, startStripeDouble, startTestSystem } = require(
  path.join(WORKSPACE_ROOT, 'libs/server-kit/src/testing'),
) as typeof import('@mpu/server-kit/testing');

const { SYSTEM_APPS, BUILD_PROJECTS, mainFile } = require(
  path.join(WORKSPACE_ROOT, 'tools/app-registry.cjs'),
) as {
  SYSTEM_APPS: ReadonlyArray<{ name: string }>;
  BUILD_PROJECTS: readonly string[];
  mainFile(name: string): string;
};

declare global {
  var __E2E_SYSTEM__: TestSystem | undefined;
  var __E2E_SPEECH_DOUBLE__: OpenAiDouble | undefined;
  var __E2E_STRIPE_DOUBLE__: StripeDouble | undefined;
}

/** The webhook secret the Stripe double signs with and billing-service verifies (test value, not a secret). */
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_0123456789abcdef0123456789abcdef';

/** Starts the built system once for the whole run: own NATS, fresh database `mpu_e2e`, Redis index 12. */
export default async function globalSetup(): Promise<void> {
  const missing = [
    ...SYSTEM_APPS.map((app) => path.join(WORKSPACE_ROOT, mainFile(app.name))),
    path.join(WEB_DIST_DIR, 'index.html'),
  ]
    .filter((file) => !existsSync(file))
    .map((file) => path.relative(WORKSPACE_ROOT, file));
  if (missing.length > 0) {
    throw new Error(
      `e2e: ${missing.join(', ')} missing — build first: npx nx run-many -t build --projects=${BUILD_PROJECTS.join(',')}`,
    );
  }
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });

  const started = Date.now();
  // TRUST_PROXY: every browser context sends its own X-Forwarded-For, so the per-address login and
  // registration limits (10 a minute) count per simulated visitor, as they would in production.
  // No LLM: the chats run the offline practice interviewer ("Übungsmodus ohne KI"). Speech to text has
  // its own provider setting, so the microphone path is tested against an OpenAI-compatible double.
  const speech = await startOpenAiDouble();
  globalThis.__E2E_SPEECH_DOUBLE__ = speech;
  // Payments go through the real stripe SDK to the local Stripe double in test mode, as `npm start` does
  // without keys; its webhooks reach the gateway once the system's port is known.
  const stripe = await startStripeDouble({ webhookSecret: STRIPE_WEBHOOK_SECRET });
  globalThis.__E2E_STRIPE_DOUBLE__ = stripe;
  const system = await startTestSystem({
    database: 'mpu_e2e',
    redisIndex: 12,
    env: {
      WEB_DIST_DIR,
      TRUST_PROXY: 'true',
      OPENAI_TRANSCRIPTION_BASE_URL: speech.baseUrl,
      // The specs sign the demo accounts in far more often than 10 times a minute (the per-username limit);
      // the limit itself is covered by the auth integration spec.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      BILLING_TEST_MODE: 'true',
    },
  });
  stripe.setBehaviour({ webhookUrl: `${system.baseUrl}/api/stripe/webhook` });
  globalThis.__E2E_SYSTEM__ = system;
  process.env[BASE_URL_VARIABLE] = system.baseUrl;
  process.stdout.write(`\n[e2e] system up at ${system.baseUrl} in ${Date.now() - started} ms\n`);
}
