/** Stops the apps, the private NATS server and the doubles started by global-setup.ts. */
export default async function globalTeardown(): Promise<void> {
  const system = globalThis.__E2E_SYSTEM__;
  globalThis.__E2E_SYSTEM__ = undefined;
  await system?.teardown();
  await globalThis.__E2E_SPEECH_DOUBLE__?.close();
  globalThis.__E2E_SPEECH_DOUBLE__ = undefined;
  await globalThis.__E2E_STRIPE_DOUBLE__?.stop();
  globalThis.__E2E_STRIPE_DOUBLE__ = undefined;
}
