import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** One message the double accepted, parsed far enough for assertions (single-part text mails). */
export interface ReceivedMail {
  /** The envelope's sender (MAIL FROM). */
  from: string;
  /** The envelope's recipients (RCPT TO), as sent. */
  to: string[];
  /** Decoded header values, lower-case names (the last one of a repeated header). */
  headers: Record<string, string>;
  subject: string;
  /** The body, transfer encoding (quoted-printable, base64) undone, CRLF → LF. */
  text: string;
  raw: string;
}

export interface SmtpDouble {
  /** `smtp://127.0.0.1:<port>`: give it to a service as SMTP_URL. */
  url: string;
  port: number;
  /** Every accepted mail, oldest first. */
  mails(): ReceivedMail[];
  /** Resolves with the first mail (already received or still to come) the predicate accepts. */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  /** Closes the port: connections are refused until `start()` opens the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Forgets the received mails. */
  reset(): void;
}

export interface SmtpDoubleOptions {
  /** 0 or omitted: a free port. */
  port?: number;
  host?: string;
}

/**
 * A local SMTP sink on `smtp-server` for tests: plain SMTP (no AUTH, no STARTTLS), accepts every message
 * and keeps it in memory. The real nodemailer client talks to it over TCP.
 */
export async function startSmtpDouble(options: SmtpDoubleOptions = {}): Promise<SmtpDouble> {
  const host = options.host ?? '127.0.0.1';
  const received: ReceivedMail[] = [];
  let waiters: { predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const accept = (mail: ReceivedMail) => {
    received.push(mail);
    const due = waiters.filter((waiter) => waiter.predicate(mail));
    waiters = waiters.filter((waiter) => !due.includes(waiter));
    for (const waiter of due) waiter.resolve(mail);
  };

  const start = async () => {
    if (server) return;
    const created = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      banner: 'smtp double',
      // stop() ends open connections at once (smtp-server waits 30 s by default).
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = session.envelope;
          const from = envelope.mailFrom ? (envelope.mailFrom as SMTPServerAddress).address : '';
          accept({ ...parseMail(raw), from, to: envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    created.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      created.server.once('error', reject);
      created.listen(port, host, () => {
        created.server.off('error', reject);
        resolve();
      });
    });
    port = (created.server.address() as AddressInfo).port;
    server = created;
  };

  await start();
  return {
    url: `smtp://${host}:${port}`,
    port,
    mails: () => [...received],
    waitForMail(predicate = () => true) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start,
    reset() {
      received.length = 0;
    },
  };
}

/** Headers (unfolded, RFC 2047 words decoded) and the single-part body of a message. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text'> {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, subject: headers['subject'] ?? '', text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const joined = value.replace(/=\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined.charAt(i);
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words; whitespace between two encoded words is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, mode: string, data: string) =>
      mode.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
