import type { Hono } from 'hono';
import type { AppDownloadSettings, DownloadResourceType } from '../seed/app-download';
import type { MerchantState, SimState } from '../state/sim-state';

const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;
const RESOURCE_TYPES: readonly DownloadResourceType[] = ['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon'];

type JsonObject = Record<string, unknown>;

async function readObject(text: Promise<string>): Promise<JsonObject | null> {
  try {
    const raw = (await text).trim();
    const parsed: unknown = raw === '' ? {} : JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonObject) : null;
  } catch {
    return null;
  }
}

function parseDownloads(input: unknown): Partial<Record<DownloadResourceType, string | null>> | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'downloads must be an object';
  for (const [type, url] of Object.entries(input)) {
    if (!(RESOURCE_TYPES as readonly string[]).includes(type)) return `downloads.${type} is not one of ${RESOURCE_TYPES.join(', ')}`;
    if (url !== null && typeof url !== 'string') return `downloads.${type} must be a link or null`;
  }
  return input as Partial<Record<DownloadResourceType, string | null>>;
}

function parseSettings(input: unknown, current: AppDownloadSettings): Partial<AppDownloadSettings> | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'settings must be an object';
  for (const [name, value] of Object.entries(input)) {
    if (!(name in current)) return `settings.${name} is unknown`;
    const expected = Array.isArray(current[name as keyof AppDownloadSettings])
      ? 'array'
      : typeof current[name as keyof AppDownloadSettings];
    const actual = Array.isArray(value) ? 'array' : typeof value;
    if (actual !== expected) return `settings.${name} must be a ${expected}`;
  }
  return input as Partial<AppDownloadSettings>;
}

function view(merchant: MerchantState) {
  return { downloads: { ...merchant.seed.downloads }, settings: { ...merchant.seed.appDownload } };
}

/**
 * Ours: the install prompts' switches (README, "App download"). `POST /app-download` merges links
 * (null removes one) and settings into one merchant (or all); `POST /deposit` adds successful
 * deposits to a member, as the cashier would.
 */
export function registerAppDownloadControl(control: Hono, state: SimState, defaultMerchant: string): void {
  control.get('/app-download', (c) =>
    c.json(Object.fromEntries([...state.merchants.values()].map((merchant) => [merchant.seed.code, view(merchant)]))),
  );

  control.post('/app-download', async (c) => {
    const body = await readObject(c.req.text());
    if (body === null) return c.json({ error: 'body must be a JSON object' }, HTTP_BAD_REQUEST);
    const code = body.merchant;
    const targets = code === undefined ? [...state.merchants.values()] : [state.merchant(String(code))].filter((m) => m !== undefined);
    if (targets.length === 0) return c.json({ error: `unknown merchant ${String(code)}` }, HTTP_NOT_FOUND);
    for (const merchant of targets) {
      const downloads = body.downloads === undefined ? {} : parseDownloads(body.downloads);
      if (typeof downloads === 'string') return c.json({ error: downloads }, HTTP_BAD_REQUEST);
      const settings = body.settings === undefined ? {} : parseSettings(body.settings, merchant.seed.appDownload);
      if (typeof settings === 'string') return c.json({ error: settings }, HTTP_BAD_REQUEST);
      const links: Partial<Record<DownloadResourceType, string>> = { ...merchant.seed.downloads };
      for (const [type, url] of Object.entries(downloads) as Array<[DownloadResourceType, string | null]>) {
        if (url === null) delete links[type];
        else links[type] = url;
      }
      merchant.seed = { ...merchant.seed, downloads: links, appDownload: { ...merchant.seed.appDownload, ...settings } };
    }
    return c.json(Object.fromEntries(targets.map((merchant) => [merchant.seed.code, view(merchant)])));
  });

  control.post('/deposit', async (c) => {
    const body = await readObject(c.req.text());
    if (body === null) return c.json({ error: 'body must be a JSON object' }, HTTP_BAD_REQUEST);
    const { username, count = 1 } = body;
    const merchantCode = typeof body.merchant === 'string' ? body.merchant : defaultMerchant;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
      return c.json({ error: 'count must be a positive integer' }, HTTP_BAD_REQUEST);
    const member = typeof username === 'string' ? state.findMember(merchantCode, username) : undefined;
    if (member === undefined) return c.json({ error: `no member ${String(username)} at ${merchantCode}` }, HTTP_NOT_FOUND);
    const total = (state.deposits.get(member.id) ?? 0) + count;
    state.deposits.set(member.id, total);
    return c.json({ username: member.username, totalDepositSuccessCount: total });
  });
}
