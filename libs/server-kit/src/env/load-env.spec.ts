import { z } from 'zod';
import { EnvValidationError, envFields, loadEnv } from './load-env';
import { serviceEnvSchema } from './service-env.schema';

describe('loadEnv', () => {
  it('applies defaults and coerces values', () => {
    const env = loadEnv(serviceEnvSchema(3001), {
      DATABASE_URL: 'postgres://x@h/db',
      RUN_MIGRATIONS: 'false',
    });
    expect(env).toMatchObject({
      HEALTH_PORT: 3001,
      RUN_MIGRATIONS: false,
      SEED_DEMO_ACCOUNTS: false,
      NATS_URL: 'nats://127.0.0.1:4222',
    });
  });

  it('names every invalid variable in one message', () => {
    const attempt = () => loadEnv(serviceEnvSchema(3001), { HEALTH_PORT: 'abc', NATS_URL: 'http://x' });
    expect(attempt).toThrow(EnvValidationError);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/HEALTH_PORT: must be a port number/);
    expect(attempt).toThrow(/NATS_URL: must be a nats:\/\/ URL/);
  });

  it('rejects a boolean that is not one', () => {
    const schema = z.object({ FLAG: envFields.boolean(false) });
    expect(() => loadEnv(schema, { FLAG: 'maybe' })).toThrow(/FLAG: must be true or false/);
    expect(loadEnv(schema, { FLAG: 'yes' })).toEqual({ FLAG: true });
  });
});
