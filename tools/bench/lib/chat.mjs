// Helpers of the chat scenarios: a fresh coach session of the premium demo user.

/**
 * @param {string} baseUrl
 * @param {string} cookie  the premium demo user's session cookie
 * @param {string} mode
 * @returns {Promise<string>} the new session's id
 */
export async function newChatSession(baseUrl, cookie, mode = 'coach') {
  const response = await fetch(`${baseUrl}/api/sessions/current/${mode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ createNew: true }),
  });
  if (!response.ok) throw new Error(`new ${mode} session: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

/** Headers of a state-changing JSON request of a logged-in browser. */
export function chatHeaders(baseUrl, cookie) {
  return { 'content-type': 'application/json', origin: baseUrl, cookie };
}
