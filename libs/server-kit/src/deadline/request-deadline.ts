import { AsyncLocalStorage } from 'node:async_hooks';
import { COMMON_MESSAGES } from '@mpu/contracts';
import { ServiceException } from '../errors/service.exception';

const deadlines = new AsyncLocalStorage<number>();

/** The requester has given up: whatever it asked for must not happen any more. */
export function deadlineExceeded(): ServiceException {
  return new ServiceException('DEADLINE_EXCEEDED', 503, COMMON_MESSAGES.serviceUnavailable);
}

/** Runs a handler with its request's deadline (epoch ms) in reach of `assertBeforeDeadline`. */
export function runWithDeadline<T>(deadline: number, work: () => T): T {
  return deadlines.run(deadline, work);
}

/**
 * Call right before a write commits: throws (503, nothing written) when the requester's deadline has
 * passed — e.g. the service was paused while the gateway timed out and told the user "not saved".
 */
export function assertBeforeDeadline(): void {
  const deadline = deadlines.getStore();
  if (deadline !== undefined && Date.now() > deadline) throw deadlineExceeded();
}
