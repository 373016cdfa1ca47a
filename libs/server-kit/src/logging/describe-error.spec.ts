import { QueryFailedError } from 'typeorm';
import { describeError, stackFrames } from './describe-error';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

function pgError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error('new row for relation "users" violates check constraint "x"'), fields);
}

describe('describeError', () => {
  it('keeps neither the parameters nor the message of a failed query', () => {
    const driverError = pgError({
      code: '23514',
      severity: 'ERROR',
      constraint: 'users_display_name_check',
      table: 'users',
      detail: `Failing row contains (1, anna@example.de, ${HASH}).`,
    });
    const error = new QueryFailedError(
      'INSERT INTO "auth"."users"("username", "password_hash") VALUES ($1, $2)',
      ['anna@example.de', HASH],
      driverError,
    );
    const line = describeError(error);
    expect(line).toBe(
      'QueryFailedError 23514, constraint users_display_name_check, table users, in INSERT INTO "auth"."users"("username", "password_hash") VALU…',
    );
    expect(line).not.toContain(HASH);
    expect(line).not.toContain('anna@example.de');
  });

  it('describes a bare driver error by its code', () => {
    const error = pgError({ code: '22P02', severity: 'ERROR' });
    error.message = 'invalid input syntax for type uuid: "geheim"';
    expect(describeError(error)).toBe('Error 22P02');
  });

  it('keeps the message of other errors', () => {
    expect(describeError(new TypeError('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(
      'TypeError: connect ECONNREFUSED 127.0.0.1:5432',
    );
  });
});

describe('stackFrames', () => {
  it('drops the message line of a stack', () => {
    const error = new Error('secret text');
    const frames = stackFrames(error.stack);
    expect(frames).toMatch(/^\s+at /);
    expect(frames).not.toContain('secret text');
  });
});
