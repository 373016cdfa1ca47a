// Foreground runner for `npm start`: starts every app, prints where to go and the demo logins, and
// stops the apps on Ctrl+C.
const { startSystem } = require('./system-runner.cjs');

const DEMO_ACCOUNTS = require('../../libs/server-kit/src/demo/demo-accounts.json');

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const system = await startSystem({ env: process.env, ports: { gateway: port } });
  const seeded = process.env.SEED_DEMO_ACCOUNTS === 'true';
  const lines = [
    '',
    `  MPU-Vorbereitung läuft: http://localhost:${port}`,
    `  API-Dokumentation:      http://localhost:${port}/api/docs`,
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
