import 'reflect-metadata';
import { loadEnvOrExit } from '@mpu/server-kit';
import { gatewayEnvSchema } from './config/gateway-env';
import { createGatewayApp } from './create-gateway-app';

async function main(): Promise<void> {
  const env = loadEnvOrExit(gatewayEnvSchema);
  const app = await createGatewayApp(env);
  await app.listen(env.PORT, env.HOST);
  process.stdout.write(`gateway listening on http://${env.HOST}:${env.PORT}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `gateway failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
