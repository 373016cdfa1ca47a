// Foreground runner for `npm start`: starts every app, prints where to go and the demo logins, and
// stops the apps on Ctrl+C.
const crypto = require('node:crypto');
const { startSystem } = require('./system-runner.cjs');
const { startStripeDouble } = require('./stripe-double.cjs');

const DEMO_ACCOUNTS = require('../../libs/server-kit/src/demo/demo-accounts.json');

/**
 * Without STRIPE_SECRET_KEY the local Stripe double stands in for Stripe (test mode, nothing is charged):
 * billing's SDK talks to it and it sends its signed webhooks to the gateway.
 */
async function stripeEnv(port) {
  if (process.env.STRIPE_SECRET_KEY) return { env: {}, double: null };
  const webhookSecret = `whsec_${crypto.randomBytes(24).toString('hex')}`;
  const double = await startStripeDouble({
    webhookSecret,
    webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
  });
  return {
    double,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: double.url,
      BILLING_TEST_MODE: 'true',
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || `http://localhost:${port}`,
    },
  };
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const stripe = await stripeEnv(port);
  const system = await startSystem({ env: { ...process.env, ...stripe.env }, ports: { gateway: port } });
  const seeded = process.env.SEED_DEMO_ACCOUNTS === 'true';
  const lines = [
    '',
    `  MPU-Vorbereitung läuft: http://localhost:${port}`,
    `  API-Dokumentation:      http://localhost:${port}/api/docs`,
    ...(stripe.double
      ? [
          `  Zahlungen:              Stripe-Testdouble ${stripe.double.url} (Testmodus – es wird nichts abgebucht)`,
        ]
      : []),
    ...(seeded
      ? [
          '',
          '  Demo-Zugänge:',
          ...Object.values(DEMO_ACCOUNTS).map(
            (a) => `    ${a.label.padEnd(10)} ${a.username}  /  ${a.password}`,
          ),
        ]
      : []),
    '',
    '  Beenden mit Strg+C',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await system.stop();
    await stripe.double?.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const [name, child] of system.children) {
    child.once('exit', (code) => {
      if (stopping) return;
      process.stderr.write(`${name} exited with code ${code}; stopping the system\n`);
      void system.stop().then(() => process.exit(1));
    });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
