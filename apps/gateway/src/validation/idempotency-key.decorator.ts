import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { COMMON_MESSAGES, IDEMPOTENCY_KEY_PATTERN } from '@mpu/contracts';
import { decorateMethod } from './decorate-method.util';

const readIdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext): string | null => {
  const value = context.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    throw new BadRequestException({ message: COMMON_MESSAGES.invalidIdempotencyKey });
  return value;
});

/**
 * The request's `Idempotency-Key` (null without one): the service that creates the record keeps it with
 * the record, so a retry of the same action returns the first result instead of a second row.
 */
export function IdempotencyKey(): ParameterDecorator {
  return (target, key, index) => {
    readIdempotencyKey()(target, key, index);
    decorateMethod(
      target,
      key,
      ApiHeader({
        name: 'Idempotency-Key',
        required: false,
        description: 'One per user action (a uuid); a retry with the same key returns the first result',
      }),
    );
  };
}
