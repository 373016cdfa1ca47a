import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SUBJECTS } from '@mpu/contracts';
import { NatsRequester } from '@mpu/server-kit';
import { EVENTS_NATS_URL } from './subscription-events.publisher';

/** auth-service's answers take at most this long (the mail job retries; the cancellation stays unmatched). */
const AUTH_TIMEOUT_MS = 5_000;

/**
 * billing-service asking auth-service over NATS: a user's e-mail (the username) for the mails, and the user
 * an e-mail belongs to for a signed-out cancellation. Never the client's word for either.
 */
@Injectable()
export class AuthUsersClient implements OnApplicationShutdown {
  private connection: Promise<NatsRequester> | null = null;

  constructor(@Inject(EVENTS_NATS_URL) private readonly natsUrl: string) {}

  private connected(): Promise<NatsRequester> {
    this.connection ??= NatsRequester.connect(this.natsUrl, 'billing-service-auth').catch(
      (error: unknown) => {
        this.connection = null;
        throw error;
      },
    );
    return this.connection;
  }

  /** The user's e-mail address (auth's username is the e-mail). Rejects when auth is unreachable or has no such user. */
  async emailOf(userId: string): Promise<string> {
    const nats = await this.connected();
    const user = await nats.request(SUBJECTS.auth.getUser, { userId }, AUTH_TIMEOUT_MS);
    return user.username;
  }

  /** The user whose username equals the e-mail, ignoring case; null when there is none. */
  async userIdByEmail(email: string): Promise<string | null> {
    const nats = await this.connected();
    const found = await nats.request(SUBJECTS.auth.findUserByUsername, { username: email }, AUTH_TIMEOUT_MS);
    return found.userId;
  }

  async onApplicationShutdown(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    if (connection) await (await connection.catch(() => null))?.close();
  }
}
