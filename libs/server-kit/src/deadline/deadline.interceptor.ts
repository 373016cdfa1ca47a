import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { Observable, throwError } from 'rxjs';
import { DEADLINE_HEADER } from '@mpu/contracts';
import { deadlineExceeded, runWithDeadline } from './request-deadline';

/**
 * Every NATS handler of a service: a request whose deadline has passed (it waited in a queue, or the
 * service was paused) is refused before the handler runs; otherwise the handler runs with the deadline
 * in reach of `assertBeforeDeadline` for its writes.
 */
@Injectable()
export class DeadlineInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const headers = context.switchToRpc().getContext<NatsContext>().getHeaders() as
      { get(name: string): string } | undefined;
    const deadline = Number(headers?.get(DEADLINE_HEADER) || NaN);
    if (!Number.isFinite(deadline)) return next.handle();
    if (Date.now() > deadline) return throwError(() => deadlineExceeded());
    return new Observable((subscriber) =>
      runWithDeadline(deadline, () => next.handle().subscribe(subscriber)),
    );
  }
}
