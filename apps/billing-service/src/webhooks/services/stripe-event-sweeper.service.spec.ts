import type { Repository } from 'typeorm';
import type { BillingConfig } from '../../config/billing-env';
import type { StripeEventEntity } from '../entities/stripe-event.entity';
import type { BillingQueueService } from '../queue/billing-queue.service';
import { StripeEventSweeper } from './stripe-event-sweeper.service';

function sweeper(stored: string[], lost: string[], findError?: Error) {
  const events = {
    find: findError
      ? jest.fn().mockRejectedValue(findError)
      : jest.fn().mockResolvedValue(stored.map((id) => ({ id }))),
  };
  const queue = { requeueIfLost: jest.fn(async (id: string) => lost.includes(id)) };
  const config = { queue: { sweepMs: 60_000 } } as BillingConfig;
  const service = new StripeEventSweeper(
    config,
    events as unknown as Repository<StripeEventEntity>,
    queue as unknown as BillingQueueService,
  );
  return { service, events, queue };
}

describe('StripeEventSweeper', () => {
  it('asks for unapplied events at least one sweep interval old and queues those whose job is gone', async () => {
    const { service, events, queue } = sweeper(['evt_a', 'evt_b', 'evt_c'], ['evt_b']);
    const before = Date.now();
    await expect(service.sweep()).resolves.toBe(1);
    const query = events.find.mock.calls[0]![0];
    expect(query.where.processedAt).toMatchObject({ _type: 'isNull' });
    expect(query.where.receivedAt._type).toBe('lessThan');
    expect((query.where.receivedAt._value as Date).getTime()).toBeLessThanOrEqual(before - 60_000 + 5);
    expect(queue.requeueIfLost.mock.calls.map(([id]) => id)).toEqual(['evt_a', 'evt_b', 'evt_c']);
  });

  it('reports a failed sweep by the error name and tries again next time', async () => {
    const { service } = sweeper(
      [],
      [],
      Object.assign(new Error('connect ECONNREFUSED'), { name: 'QueryFailedError' }),
    );
    await expect(service.sweep()).resolves.toBe(0);
  });
});
