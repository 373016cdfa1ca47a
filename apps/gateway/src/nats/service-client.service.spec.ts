import { HttpException } from '@nestjs/common';
import { COMMON_MESSAGES, SUBJECTS } from '@mpu/contracts';
import { NatsRequestError, type NatsRequester } from '@mpu/server-kit';
import type { GatewayEnv } from '../config/gateway-env';
import { ServiceClient } from './service-client.service';

const env = { NATS_REQUEST_TIMEOUT_MS: 1234 } as GatewayEnv;
const requester = (outcome: unknown) =>
  ({
    request: jest.fn().mockImplementation(async () => {
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
  }) as unknown as NatsRequester;

async function failureOf(outcome: Error): Promise<HttpException> {
  const client = new ServiceClient(requester(outcome), env);
  return client.request(SUBJECTS.auth.getUser, { userId: 'u' }).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: HttpException) => error,
  );
}

describe('ServiceClient', () => {
  it('returns the response and uses the configured timeout', async () => {
    const nats = requester({ id: 'u' });
    await expect(
      new ServiceClient(nats, env).request(SUBJECTS.auth.getUser, { userId: 'u' }),
    ).resolves.toEqual({ id: 'u' });
    expect(nats.request).toHaveBeenCalledWith(SUBJECTS.auth.getUser, { userId: 'u' }, 1234);
  });

  it("passes a service's typed error through with its status and German message", async () => {
    const error = await failureOf(
      new NatsRequestError({
        kind: 'service-error',
        error: { code: 'USERNAME_TAKEN', status: 409, message: 'vergeben' },
      }),
    );
    expect(error.getStatus()).toBe(409);
    expect(error.getResponse()).toEqual({ message: 'vergeben' });
  });

  it('answers 503 in German when the service is unreachable', async () => {
    const error = await failureOf(
      new NatsRequestError({ kind: 'unavailable', reason: 'auth.user.get: 503' }),
    );
    expect(error.getStatus()).toBe(503);
    expect(error.getResponse()).toEqual({ message: COMMON_MESSAGES.serviceUnavailable });
  });

  it('answers 500 without details for anything else', async () => {
    const error = await failureOf(new Error('boom'));
    expect(error.getStatus()).toBe(500);
    expect(error.getResponse()).toEqual({ message: COMMON_MESSAGES.unexpected });
  });
});
