/** The app's session key and shape (app-core's STORAGE_KEYS.sessionInfo, written by startSessionPersistence). */
export const SESSION_KEY = 'MC_SESSION_INFO';
const MERCHANT = 'demo';

/** A logged-in session for a seeded member, from the simulator's control API, as the app keeps it. */
export async function memberSession(origin, username) {
  const response = await fetch(`${origin}/__sim/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, merchant: MERCHANT }),
  });
  if (!response.ok) throw new Error(`no session for ${username}: ${response.status} ${await response.text()}`);
  const { token, id, userName, type } = await response.json();
  return { token, id, userName, type, merchantCode: MERCHANT, firstTimeLogin: false };
}

/** Runs in every document before the app: the session goes in on the simulator's origin only. */
export function seedSession([origin, key, info]) {
  if (globalThis.location.origin === origin) globalThis.sessionStorage.setItem(key, info);
}

/** A member's figures are a member's only if the app kept the session (a refused token logs out). */
export async function assertMember(page) {
  if (!(await page.evaluate((key) => sessionStorage.getItem(key) !== null, SESSION_KEY)))
    throw new Error('the seeded session did not hold: the app logged the member out');
}
