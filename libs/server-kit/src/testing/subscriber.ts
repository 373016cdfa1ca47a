import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { ApiClient } from './api-client';

export interface Subscriber {
  api: ApiClient;
  userId: string;
  username: string;
  password: string;
}

/**
 * A freshly registered user, signed in from an address of its own (the rate limits count per address),
 * with an active premium subscription written straight into billing's table.
 */
export async function registerSubscriber(
  baseUrl: string,
  db: Client,
  options: { address: string; namePrefix: string; password?: string },
): Promise<Subscriber> {
  const api = new ApiClient(baseUrl, { 'x-forwarded-for': options.address });
  const username = `${options.namePrefix}_${randomUUID().slice(0, 8)}@example.de`;
  const password = options.password ?? 'geheim123';
  const registered = await api.post('/api/register', { username, password });
  if (registered.status !== 201)
    throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const userId = String(registered.body?.id);
  await db.query(
    `INSERT INTO billing.subscriptions (user_id, status, tier, current_period_start, current_period_end)
     VALUES ($1, 'active', 'premium', now(), now() + interval '30 days')`,
    [userId],
  );
  return { api, userId, username, password };
}
