import { Logger } from '@nestjs/common';
import { parseMail, startSmtpDouble, type SmtpDouble } from '../testing/smtp-double';
import { MailSendError, MailService, mailEnvFields } from './mail.service';
import { z } from 'zod';

const LONG_TEXT = [
  'Hallo Jürgen,',
  '',
  `deine Kündigungserklärung ist am 13.05.2026, 14:07:09 Uhr bei uns eingegangen. ${'Größe äöü ß '.repeat(12)}`,
  'Viele Grüße',
].join('\n');

describe('SMTP double + MailService', () => {
  let double: SmtpDouble;
  let mail: MailService;

  beforeAll(async () => {
    double = await startSmtpDouble();
    mail = new MailService({ smtpUrl: double.url, from: 'MPU <no-reply@mpu.test>' });
  });
  afterAll(async () => {
    mail.onApplicationShutdown();
    await double.stop();
  });

  it('delivers over SMTP; the double parses To, Subject (encoded words) and the text (quoted-printable)', async () => {
    const arriving = double.waitForMail((m) => m.to.includes('kunde@example.de'));
    await expect(
      mail.send({
        kind: 'test',
        to: 'kunde@example.de',
        subject: 'Eingangsbestätigung – Kündigung',
        text: LONG_TEXT,
      }),
    ).resolves.toBe('sent');
    const received = await arriving;
    expect(received.from).toBe('no-reply@mpu.test');
    expect(received.headers['to']).toContain('kunde@example.de');
    expect(received.subject).toBe('Eingangsbestätigung – Kündigung');
    expect(received.text).toBe(LONG_TEXT);
  });

  it('waitForMail answers a mail that arrived before the call', async () => {
    await mail.send({ kind: 'test', to: 'frueh@example.de', subject: 'früh', text: 'x' });
    await expect(double.waitForMail((m) => m.subject === 'früh')).resolves.toMatchObject({ text: 'x' });
  });

  it('a stopped double refuses: the error names no address; after start() the same port works again', async () => {
    await double.stop();
    const failure = await mail
      .send({ kind: 'receipt', to: 'geheim@example.de', subject: 's', text: 'Text' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailSendError);
    expect(String((failure as Error).message)).not.toContain('geheim');
    expect((failure as Error).message).toContain('receipt');
    await double.start();
    await expect(
      mail.send({ kind: 'receipt', to: 'geheim@example.de', subject: 'wieder', text: 't' }),
    ).resolves.toBe('sent');
    await double.waitForMail((m) => m.subject === 'wieder');
  });

  it('without SMTP_URL it logs the kind only and resolves', async () => {
    const lines: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => {
      lines.push(String(message));
    });
    try {
      const unconfigured = new MailService({ smtpUrl: undefined, from: 'x <x@y.de>' });
      await expect(
        unconfigured.send({
          kind: 'cancellation-receipt',
          to: 'person@example.de',
          subject: 'S',
          text: 'Körper',
        }),
      ).resolves.toBe('not-configured');
    } finally {
      spy.mockRestore();
    }
    expect(lines.join('\n')).toContain('cancellation-receipt');
    expect(lines.join('\n')).not.toMatch(/person@example|Körper/);
  });

  it('validates SMTP_URL and defaults MAIL_FROM', () => {
    const schema = z.object(mailEnvFields);
    expect(schema.parse({})).toEqual({ SMTP_URL: undefined, MAIL_FROM: expect.stringContaining('@') });
    expect(schema.parse({ SMTP_URL: '', MAIL_FROM: '' })).toEqual(schema.parse({}));
    expect(schema.parse({ SMTP_URL: 'smtps://u:p@mail.example.de:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.de:465',
    );
    expect(schema.safeParse({ SMTP_URL: 'http://mail.example.de' }).success).toBe(false);
  });

  it('parseMail unfolds headers and decodes base64 bodies', () => {
    const raw =
      'Subject: =?UTF-8?B?R3LDvMOfZQ==?=\r\n =?UTF-8?Q?_aus_K=C3=B6ln?=\r\nContent-Transfer-Encoding: base64\r\n\r\nSGFsbG8gV2VsdA==\r\n';
    expect(parseMail(raw)).toMatchObject({ subject: 'Grüße aus Köln', text: 'Hallo Welt' });
  });
});
