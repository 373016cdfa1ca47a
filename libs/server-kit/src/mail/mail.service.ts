import {
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { z } from 'zod';

/** A connection, greeting or socket that takes longer fails the send (the caller's job retries later). */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * The variables of a service that sends e-mail. `SMTP_URL` unset: mails are logged as not sent (the
 * architecture's rule for a machine without credentials). `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it) or `smtps://…:465`.
 */
export const mailEnvFields = {
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value))
    .pipe(
      z.union([
        z.undefined(),
        z
          .string()
          .regex(
            /^smtps?:\/\/[^/]+/,
            'must be an smtp:// or smtps:// URL like smtp://user:pass@mail.example.de:587',
          ),
      ]),
    ),
  /** Empty or unset: the default sender. */
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || 'MPU-Vorbereitung <no-reply@mpu-vorbereitung.de>')
    .pipe(z.string().regex(/@/, 'must be an address like MPU-Vorbereitung <no-reply@example.de>')),
};

export interface MailConfig {
  /** undefined: every mail is logged as not sent. */
  smtpUrl: string | undefined;
  from: string;
}

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

/** One e-mail. `kind` names it in logs; the address and the text are never logged. */
export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export type MailOutcome = 'sent' | 'not-configured';

/**
 * Sends plain-text e-mail over SMTP with nodemailer. Without `SMTP_URL` it logs that a mail of the kind was
 * not sent and resolves. A failed send rejects with an error that carries only nodemailer's code (its
 * message may quote the recipient), so callers can log it and retry.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transporter: Transporter | null;

  constructor(@Inject(MAIL_CONFIG) private readonly config: MailConfig) {
    this.transporter = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : null;
  }

  get configured(): boolean {
    return this.transporter !== null;
  }

  async send(message: MailMessage): Promise<MailOutcome> {
    if (!this.transporter) {
      this.logger.log(`Mail "${message.kind}" not sent: SMTP_URL is not set`);
      return 'not-configured';
    }
    try {
      await this.transporter.sendMail({
        from: this.config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      throw new MailSendError(message.kind, error);
    }
    this.logger.log(`Mail "${message.kind}" sent`);
    return 'sent';
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}

/** A send that failed, described without the recipient or the text (nodemailer's code and response code). */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';

  constructor(kind: string, cause: unknown) {
    const code = (cause as { code?: unknown } | null)?.code;
    const responseCode = (cause as { responseCode?: unknown } | null)?.responseCode;
    const parts = [typeof code === 'string' ? code : 'unknown'];
    if (typeof responseCode === 'number') parts.push(String(responseCode));
    super(`Mail "${kind}" failed (${parts.join(' ')})`);
  }
}

/** `MailService` for the whole application (global), from validated env. */
@Module({})
export class MailModule {
  static forRoot(config: MailConfig): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [{ provide: MAIL_CONFIG, useValue: config }, MailService],
      exports: [MailService],
    };
  }
}
