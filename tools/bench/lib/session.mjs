// Logs a demo account in through the gateway and returns the session cookie for load requests.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const DEMO_ACCOUNTS = require('../../../libs/server-kit/src/demo/demo-accounts.json');

/**
 * @param {string} baseUrl  the gateway, e.g. http://127.0.0.1:41234
 * @param {keyof typeof DEMO_ACCOUNTS} account
 * @returns {Promise<{ cookie: string, user: object }>} `cookie` is ready for a Cookie header
 */
export async function loginDemo(baseUrl, account) {
  const { username, password } = DEMO_ACCOUNTS[account];
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    // The gateway's CSRF check wants the site's own origin on every POST.
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login as ${username}: HTTP ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('mpu_sid='));
  if (!cookie) throw new Error(`login as ${username}: no mpu_sid cookie in the answer`);
  return { cookie, user: await response.json() };
}
