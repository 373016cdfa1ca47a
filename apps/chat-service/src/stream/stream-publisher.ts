import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import type { ChatStreamEvent } from '@mpu/contracts';

export const STREAM_NATS_URL = Symbol('STREAM_NATS_URL');

const codec = JSONCodec<ChatStreamEvent>();

/**
 * Publishes ChatStreamEvents as plain JSON (not Nest's packet format) to the subject the gateway subscribed
 * to before it sent the stream request. One raw NATS connection per process, drained on shutdown.
 */
@Injectable()
export class StreamPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(StreamPublisher.name);
  private connection: Promise<NatsConnection> | null = null;
  private live: NatsConnection | null = null;

  constructor(@Inject(STREAM_NATS_URL) private readonly natsUrl: string) {}

  private connected(): Promise<NatsConnection> {
    this.connection ??= connect({
      servers: this.natsUrl,
      name: 'chat-service-stream',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    }).then(
      (connection) => (this.live = connection),
      (error: unknown) => {
        this.connection = null;
        throw error;
      },
    );
    return this.connection;
  }

  /** Opens the connection at start so the first stream does not pay for it. */
  async warmUp(): Promise<void> {
    await this.connected();
  }

  /** Fire and forget: events of one stream keep their order; a lost connection only logs. */
  publish(subject: string, event: ChatStreamEvent): void {
    const data = codec.encode(event);
    if (this.live !== null && !this.live.isClosed()) {
      this.live.publish(subject, data);
      return;
    }
    this.connected().then(
      (connection) => connection.publish(subject, data),
      (error: unknown) =>
        this.logger.warn(`stream event to ${subject} not published: ${(error as Error).message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    const pending = this.connection;
    this.connection = null;
    this.live = null;
    if (!pending) return;
    const connection = await pending.catch(() => null);
    if (connection && !connection.isClosed()) await connection.drain();
  }
}
