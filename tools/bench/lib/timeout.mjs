/**
 * Rejects when `promise` has not settled after `ms`. The timer keeps the process alive on purpose: a wait
 * that nothing else keeps alive (e.g. for an 'exit' event that already fired) would otherwise just end the
 * process with code 0 in the middle of a cleanup.
 */
export function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no end after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
