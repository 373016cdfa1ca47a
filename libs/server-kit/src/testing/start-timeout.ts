/** How long tools/system gives one app to answer /readyz before its start counts as failed (its default). */
const READY_TIMEOUT_MS = 60_000;

/**
 * The time limit of a spec's `beforeAll` that calls startTestSystem. Jest's test timeout (60 s) is shorter than
 * a start may take before tools/system gives up by itself — NATS, then the services together, then the gateway,
 * each app with READY_TIMEOUT_MS to become ready — so on a busy machine a slow but healthy start could fail,
 * and Jest would abandon the hook with the apps still running. With this limit the start is waited for, and a
 * start that really fails does so through the runner, which stops what it started and shows the apps' output.
 */
export const SYSTEM_START_TIMEOUT_MS = 3 * READY_TIMEOUT_MS;
