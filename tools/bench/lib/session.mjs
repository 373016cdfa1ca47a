// Logs a demo account in (or registers a fresh user) through the gateway and returns the session cookie
// for load requests.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const DEMO_ACCOUNTS = require('../../../libs/server-kit/src/demo/demo-accounts.json');

/** POST of a JSON body as the browser sends it: the gateway's CSRF check wants the site's own origin. */
function postJson(baseUrl, route, body) {
  return fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
}

/** The `mpu_sid=…` pair of the answer's Set-Cookie headers, ready for a Cookie header. */
async function sessionOf(response, what) {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('mpu_sid='));
  if (!cookie) throw new Error(`${what}: no mpu_sid cookie in the answer`);
  return { cookie, user: await response.json() };
}

/**
 * @param {string} baseUrl  the gateway, e.g. http://127.0.0.1:41234
 * @param {keyof typeof DEMO_ACCOUNTS} account
 * @returns {Promise<{ cookie: string, user: object }>} `cookie` is ready for a Cookie header
 */
export async function loginDemo(baseUrl, account) {
  const { username, password } = DEMO_ACCOUNTS[account];
  const response = await postJson(baseUrl, '/api/login', { username, password });
  if (!response.ok) throw new Error(`login as ${username}: HTTP ${response.status} ${await response.text()}`);
  return sessionOf(response, `login as ${username}`);
}

/**
 * Registers a new user (signed in at once, as after the registration form). The bench system raises the
 * registration limit (AUTH_RATE_LIMIT_PER_MINUTE), so many users can be made in a row from one address.
 * @returns {Promise<{ cookie: string, user: { id: string } }>}
 */
export async function registerUser(baseUrl, username, password = 'bench-geheim-123') {
  const response = await postJson(baseUrl, '/api/register', { username, password });
  if (response.status !== 201) {
    throw new Error(`register ${username}: HTTP ${response.status} ${await response.text()}`);
  }
  return sessionOf(response, `register ${username}`);
}
