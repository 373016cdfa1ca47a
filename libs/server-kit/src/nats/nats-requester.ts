import { randomUUID } from 'node:crypto';
import {
  connect,
  createInbox,
  ErrorCode,
  headers as natsHeaders,
  JSONCodec,
  type NatsConnection,
  type NatsError,
} from 'nats';
import type { EventMap, EventSubject, RequestOf, ResponseOf, Subject } from '@mpu/contracts';
import {
  DEADLINE_GRACE_MS,
  DEADLINE_HEADER,
  isServiceErrorPayload,
  type ServiceErrorPayload,
} from '@mpu/contracts';

/** Nest's NATS wire format: a request packet and the reply packet its server publishes. */
interface NestRequestPacket {
  pattern: string;
  data: unknown;
  id: string;
}
interface NestReplyPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  status?: string;
  isDisposed?: boolean;
}

export type NatsRequestFailure =
  | { kind: 'service-error'; error: ServiceErrorPayload }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'unexpected'; reason: string };

export class NatsRequestError extends Error {
  constructor(readonly failure: NatsRequestFailure) {
    super(failure.kind === 'service-error' ? failure.error.message : failure.reason);
  }
}

const codec = JSONCodec<unknown>();

export interface NatsInbox<T> {
  subject: string;
  messages: AsyncIterable<T>;
  close(): void;
}

/**
 * Request/reply to Nest microservices over one multiplexed NATS connection. Unlike Nest's ClientProxy
 * it uses NATS "no responders", so a stopped service is reported at once instead of after a timeout.
 */
export class NatsRequester {
  private constructor(private readonly connection: NatsConnection) {}

  static async connect(url: string, name: string): Promise<NatsRequester> {
    const connection = await connect({
      servers: url,
      name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      // nats.js otherwise builds Error objects with stack traces for every request, just in case.
      noAsyncTraces: true,
    });
    return new NatsRequester(connection);
  }

  get isConnected(): boolean {
    return !this.connection.isClosed() && !this.connection.isDraining();
  }

  async request<S extends Subject>(
    subject: S,
    data: RequestOf<S>,
    timeoutMs: number,
  ): Promise<ResponseOf<S>> {
    const packet: NestRequestPacket = { pattern: subject, data, id: randomUUID() };
    // The service refuses work past the deadline; we wait a little longer for an answer on its way, so a
    // timeout here means the work was not done (or was refused) — never done behind our back.
    const headers = natsHeaders();
    headers.set(DEADLINE_HEADER, String(Date.now() + timeoutMs));
    let reply: NestReplyPacket;
    try {
      const message = await this.connection.request(subject, codec.encode(packet), {
        timeout: timeoutMs + DEADLINE_GRACE_MS,
        headers,
      });
      reply = codec.decode(message.data) as NestReplyPacket;
    } catch (error) {
      const code = (error as NatsError).code;
      if (
        code === ErrorCode.NoResponders ||
        code === ErrorCode.Timeout ||
        code === ErrorCode.ConnectionClosed ||
        code === ErrorCode.Disconnect ||
        code === ErrorCode.ConnectionRefused
      ) {
        throw new NatsRequestError({ kind: 'unavailable', reason: `${subject}: ${code}` });
      }
      throw new NatsRequestError({ kind: 'unexpected', reason: `${subject}: ${(error as Error).message}` });
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isServiceErrorPayload(reply.err))
        throw new NatsRequestError({ kind: 'service-error', error: reply.err });
      throw new NatsRequestError({ kind: 'unexpected', reason: `${subject}: ${JSON.stringify(reply.err)}` });
    }
    return reply.response as ResponseOf<S>;
  }

  /**
   * A fresh inbox subject and the JSON messages published to it, for replies that come as a stream
   * (subscribe first, then send the request that names the inbox). `close` ends the iteration.
   */
  openInbox<T>(): NatsInbox<T> {
    const subject = createInbox();
    const subscription = this.connection.subscribe(subject);
    async function* decoded(): AsyncGenerator<T> {
      for await (const message of subscription) yield codec.decode(message.data) as T;
    }
    return { subject, messages: decoded(), close: () => subscription.unsubscribe() };
  }

  /** Publishes an event (plain JSON, no reply expected) to every subscriber of the subject. */
  publish<S extends EventSubject>(subject: S, event: EventMap[S]): void {
    this.connection.publish(subject, codec.encode(event));
  }

  /**
   * Calls `onEvent` for every event on the subject (each process gets each event: no queue group) until the
   * returned function is called. A handler's exception is the handler's business: it is caught and dropped.
   */
  subscribe<S extends EventSubject>(subject: S, onEvent: (event: EventMap[S]) => void): () => void {
    const subscription = this.connection.subscribe(subject, {
      callback: (error, message) => {
        if (error) return;
        try {
          onEvent(codec.decode(message.data) as EventMap[S]);
        } catch {
          // A malformed event or a failing handler must not end the subscription.
        }
      },
    });
    return () => subscription.unsubscribe();
  }

  /** Resolves once the server has seen everything published so far. */
  async flush(): Promise<void> {
    await this.connection.flush();
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}
