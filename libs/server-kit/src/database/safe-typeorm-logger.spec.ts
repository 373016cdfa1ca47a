import { Logger } from '@nestjs/common';
import { SafeTypeOrmLogger } from './safe-typeorm-logger';

describe('SafeTypeOrmLogger', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a failed query without its parameters', () => {
    const lines: string[] = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      lines.push(String(message));
    });
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      severity: 'ERROR',
    });
    new SafeTypeOrmLogger().logQueryError(error, 'INSERT INTO "auth"."users" VALUES ($1, $2)', [
      'anna@example.de',
      hash,
    ]);
    expect(lines).toEqual(['Error 22021 (INSERT INTO "auth"."users" VALUES ($1, $2))']);
  });

  it('logs a slow query without its parameters', () => {
    const lines: string[] = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      lines.push(String(message));
    });
    new SafeTypeOrmLogger().logQuerySlow(1200, 'SELECT * FROM "chat"."turns" WHERE "message" = $1');
    expect(lines).toEqual(['slow query (1200 ms): SELECT * FROM "chat"."turns" WHERE "message" = $1']);
  });
});
