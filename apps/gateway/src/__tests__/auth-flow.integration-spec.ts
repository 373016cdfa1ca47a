import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, COMMON_MESSAGES } from '@mpu/contracts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import {
  ApiClient,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type TestSystem,
} from '@mpu/server-kit/testing';

let system: TestSystem;
let ipCounter = 0;

/** Each client comes from its own address (TRUST_PROXY is on), so rate limits of one test do not leak into another. */
function client(headers: Record<string, string> = {}): ApiClient {
  ipCounter += 1;
  return new ApiClient(system.baseUrl, {
    'x-forwarded-for': `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    ...headers,
  });
}

const uniqueName = () => `nutzer_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  system = await startTestSystem({
    database: 'mpu_it_gateway',
    redisIndex: 11,
    env: { TRUST_PROXY: 'true' },
  });
}, SYSTEM_START_TIMEOUT_MS);

afterAll(async () => {
  await system?.teardown();
});

describe('register → login → current user → logout', () => {
  it('walks the whole session life cycle', async () => {
    const api = client();
    const username = uniqueName();

    const registered = await api.post('/api/register', {
      username,
      password: 'geheim1',
      displayName: 'Anna',
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ username, displayName: 'Anna', isAdmin: false });
    expect(registered.body).not.toHaveProperty('passwordHash');

    expect((await api.get('/api/user')).body).toMatchObject({ username, displayName: 'Anna' });

    const fresh = client();
    const login = await fresh.post('/api/login', { username: username.toUpperCase(), password: 'geheim1' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: registered.body!.id, username });
    expect((await fresh.get('/api/user')).status).toBe(200);

    expect((await fresh.post('/api/prepare-logout')).body).toEqual({ sessionsCompleted: 0 });
    const stolenCookie = fresh.cookie('mpu_sid')!;
    expect((await fresh.post('/api/logout')).status).toBe(200);
    const afterLogout = await fresh.get('/api/user');
    expect(afterLogout).toMatchObject({ status: 401, body: { message: COMMON_MESSAGES.notLoggedIn } });

    const replay = client();
    replay.setCookie('mpu_sid', stolenCookie);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('answers 401 for GET /api/user without a session', async () => {
    expect(await client().get('/api/user')).toMatchObject({
      status: 401,
      body: { message: COMMON_MESSAGES.notLoggedIn },
    });
  });

  it('ignores a forged or unsigned session cookie', async () => {
    const api = client();
    api.setCookie('mpu_sid', 'forged-value.signature');
    expect((await api.get('/api/user')).status).toBe(401);
  });
});

describe('registration rules', () => {
  it('refuses a taken username case-insensitively and stores nothing new', async () => {
    const username = uniqueName();
    expect((await client().post('/api/register', { username, password: 'geheim1' })).status).toBe(201);
    const duplicate = await client().post('/api/register', {
      username: username.toUpperCase(),
      password: 'anders1',
    });
    expect(duplicate).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.usernameTaken } });
    const original = await client().post('/api/login', { username, password: 'geheim1' });
    expect(original.status).toBe(200);
  });

  it.each([
    [{ username: 'abc', password: 'geheim1' }, AUTH_MESSAGES.usernameTooShort],
    [{ username: 'anna maria', password: 'geheim1' }, AUTH_MESSAGES.usernameInvalid],
    [{ username: 'anna@mail', password: 'geheim1' }, AUTH_MESSAGES.usernameInvalid],
    [{ username: 'anna_neu', password: '12345' }, AUTH_MESSAGES.passwordTooShort],
  ])('answers 400 for %j with the spec message', async (body, message) => {
    expect(await client().post('/api/register', body)).toMatchObject({ status: 400, body: { message } });
  });

  it('ignores a client-sent userId and isAdmin', async () => {
    const api = client();
    const forged = {
      username: uniqueName(),
      password: 'geheim1',
      userId: DEMO_ACCOUNTS.admin.id,
      isAdmin: true,
    };
    const registered = await api.post('/api/register', forged);
    expect(registered.status).toBe(201);
    expect(registered.body!.id).not.toBe(DEMO_ACCOUNTS.admin.id);
    expect(registered.body!.isAdmin).toBe(false);
  });
});

describe('login', () => {
  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrongPassword = await client().post('/api/login', {
      username: DEMO_ACCOUNTS.free.username,
      password: 'falsch!',
    });
    const unknownUser = await client().post('/api/login', { username: uniqueName(), password: 'falsch!' });
    expect(wrongPassword).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } });
    expect(unknownUser).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } });
  });

  it('answers 400 with the spec messages for empty fields', async () => {
    expect(await client().post('/api/login', { username: '', password: 'x' })).toMatchObject({
      status: 400,
      body: { message: AUTH_MESSAGES.loginUsernameRequired },
    });
    expect(await client().post('/api/login', { username: 'anna', password: '' })).toMatchObject({
      status: 400,
      body: { message: AUTH_MESSAGES.loginPasswordRequired },
    });
  });

  it('issues a new session id at every login (no fixation)', async () => {
    const api = client();
    const credentials = { username: DEMO_ACCOUNTS.free.username, password: DEMO_ACCOUNTS.free.password };
    await api.post('/api/login', credentials);
    const first = api.cookie('mpu_sid')!;
    await api.post('/api/login', credentials);
    const second = api.cookie('mpu_sid')!;
    expect(second).not.toBe(first);
    const old = client();
    old.setCookie('mpu_sid', first);
    expect((await old.get('/api/user')).status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax cookie, Secure only over HTTPS', async () => {
    const credentials = { username: DEMO_ACCOUNTS.free.username, password: DEMO_ACCOUNTS.free.password };
    const plain = client();
    await plain.post('/api/login', credentials);
    const plainCookie = plain.setCookieHeaders.find((header) => header.startsWith('mpu_sid='))!;
    expect(plainCookie).toMatch(/HttpOnly/i);
    expect(plainCookie).toMatch(/SameSite=Lax/i);
    expect(plainCookie).toMatch(/Path=\//);
    expect(plainCookie).not.toMatch(/Secure/i);

    const httpsOrigin = system.baseUrl.replace('http://', 'https://');
    const secure = client({ 'x-forwarded-proto': 'https', origin: httpsOrigin });
    const login = await secure.post('/api/login', credentials);
    expect(login.status).toBe(200);
    expect(secure.setCookieHeaders.find((header) => header.startsWith('mpu_sid='))).toMatch(/; Secure/i);
  });
});

describe('CSRF and request hygiene', () => {
  it('rejects a state-changing request from another origin or without one', async () => {
    const body = { username: DEMO_ACCOUNTS.free.username, password: DEMO_ACCOUNTS.free.password };
    const foreign = await client({ origin: 'https://evil.example' }).post('/api/login', body);
    expect(foreign).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.csrfRejected } });

    const response = await fetch(`${system.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(403);
  });

  it('rejects a logout forged from another site, leaving the session alive', async () => {
    const api = client();
    await api.post('/api/login', {
      username: DEMO_ACCOUNTS.free.username,
      password: DEMO_ACCOUNTS.free.password,
    });
    expect((await api.post('/api/logout', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await api.get('/api/user')).status).toBe(200);
  });

  it('answers 415 for a body that is not JSON and 413 for an oversized one', async () => {
    const api = client();
    const text = await fetch(`${system.baseUrl}/api/login`, {
      method: 'POST',
      headers: { origin: system.baseUrl, 'content-type': 'text/plain' },
      body: 'username=a',
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ message: COMMON_MESSAGES.unsupportedMediaType });
    const huge = await api.post('/api/login', { username: 'a'.repeat(100_000), password: 'x' });
    expect(huge).toMatchObject({ status: 413, body: { message: COMMON_MESSAGES.payloadTooLarge } });
  });

  it('sends the full security headers with pages and the API set with JSON answers', async () => {
    const page = await client().get('/healthz');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    const api = await client().get('/api/user');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('strict-transport-security')).toMatch(/max-age/);
  });

  it('answers unknown API paths with a German 404', async () => {
    expect(await client().get('/api/gibt-es-nicht')).toMatchObject({
      status: 404,
      body: { message: COMMON_MESSAGES.notFound },
    });
  });
});

describe('rate limiting', () => {
  it('answers 429 in German once one username failed 100 times a minute, from any addresses', async () => {
    const username = uniqueName();
    // Five at a time: a hundred argon2 checks at once could outlast the NATS timeout on a busy machine.
    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => client().post('/api/login', { username, password: 'falsch!' })),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toEqual(Array<number>(100).fill(401));
    const limited = await client().post('/api/login', { username, password: 'falsch!' });
    expect(limited).toMatchObject({ status: 429, body: { message: COMMON_MESSAGES.tooManyRequests } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts failures per address the proxy saw, whatever the client puts in front of X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const spoofing = new ApiClient(system.baseUrl, { 'x-forwarded-for': `203.0.113.${attempt}, 10.8.8.8` });
      statuses.push(
        (await spoofing.post('/api/login', { username: uniqueName(), password: 'falsch!' })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(30).fill(401), 429]);
  });

  it('limits registrations per address', async () => {
    const api = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await api.post('/api/register', { username: uniqueName(), password: 'geheim1' })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });
});

describe('subscription status and premium', () => {
  it('reports the premium demo user as active and the free one as not', async () => {
    const premium = client();
    await premium.post('/api/login', {
      username: DEMO_ACCOUNTS.premium.username,
      password: DEMO_ACCOUNTS.premium.password,
    });
    expect((await premium.get('/api/stripe/subscription-status')).body).toEqual({
      active: true,
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
    });

    const free = client();
    await free.post('/api/login', {
      username: DEMO_ACCOUNTS.free.username,
      password: DEMO_ACCOUNTS.free.password,
    });
    const status = await free.get(`/api/stripe/subscription-status?userId=${DEMO_ACCOUNTS.premium.id}`);
    expect(status.body).toEqual({ active: false, subscriptionStatus: 'none', subscriptionTier: null });
  });

  it('needs a session', async () => {
    expect((await client().get('/api/stripe/subscription-status')).status).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('describes the API with the request schemas from the contracts', async () => {
    const { status, body } = await client().get('/api/docs-json');
    expect(status).toBe(200);
    const paths = body!.paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/user',
        '/api/login',
        '/api/register',
        '/api/logout',
        '/api/stripe/subscription-status',
      ]),
    );
    expect(JSON.stringify(paths['/api/register']!.post!.requestBody)).toContain('displayName');
  });
});

describe('readiness', () => {
  it('reports every dependency', async () => {
    expect(await client().get('/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ok', checks: { redis: 'up', auth: 'up', billing: 'up' } },
    });
  });
});

describe('when auth-service is down', () => {
  afterAll(async () => {
    await system.startApp('auth-service');
  });

  it('answers 503 in German, keeps existing sessions working and writes nothing', async () => {
    const loggedIn = client();
    await loggedIn.post('/api/login', {
      username: DEMO_ACCOUNTS.free.username,
      password: DEMO_ACCOUNTS.free.password,
    });
    await system.stopApp('auth-service');

    const username = uniqueName();
    const register = await client().post('/api/register', { username, password: 'geheim1' });
    expect(register).toMatchObject({ status: 503, body: { message: COMMON_MESSAGES.serviceUnavailable } });
    expect(register.headers.get('set-cookie')).toBeNull();
    const login = await client().post('/api/login', { username: DEMO_ACCOUNTS.free.username, password: 'x' });
    expect(login).toMatchObject({ status: 503, body: { message: COMMON_MESSAGES.serviceUnavailable } });
    expect((await loggedIn.get('/api/user')).status).toBe(200);
    expect((await client().get('/readyz')).status).toBe(503);

    await system.startApp('auth-service');
    expect((await client().post('/api/login', { username, password: 'geheim1' })).status).toBe(401);
    expect((await client().post('/api/register', { username, password: 'geheim1' })).status).toBe(201);
  });
});
