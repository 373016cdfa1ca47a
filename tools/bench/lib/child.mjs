// Small helpers for the bench's own child processes (hello server, autocannon worker).
import { fork } from 'node:child_process';

/** True while the process has neither exited nor been killed by a signal. */
export const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/** Forks an ESM file with an IPC channel; stdout/stderr go to the bench's own. */
export function forkChild(file, args = []) {
  return fork(file, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
}

/** Resolves with the first IPC message of `type`; rejects when the child exits first or after `timeoutMs`. */
export function nextMessage(child, type, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = timeoutMs
      ? setTimeout(() => done(new Error(`no '${type}' message after ${timeoutMs} ms`)), timeoutMs)
      : null;
    const onMessage = (message) => {
      if (message?.type === type) done(null, message);
      else if (message?.type === 'error') done(new Error(message.message));
    };
    const onExit = (code, signal) =>
      done(new Error(`child exited (${signal ?? `code ${code}`}) before sending '${type}'`));
    function done(error, message) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child is gone (at once when it already is). */
export async function stopChild(child, graceMs = 3000) {
  if (!isRunning(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => isRunning(child) && child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
