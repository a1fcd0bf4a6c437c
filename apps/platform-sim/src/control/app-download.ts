import type { Hono } from 'hono';
import type { AppDownloadSettings, DownloadResourceType } from '../seed/app-download';
import type { MerchantState, SimState } from '../state/sim-state';
import { accepted, found, isJsonObject, withJsonBody } from './request-body';
import { byMerchant, targetMerchants } from './targets';

const RESOURCE_TYPES: readonly DownloadResourceType[] = ['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon'];

function parseDownloads(input: unknown): Partial<Record<DownloadResourceType, string | null>> | string {
  if (!isJsonObject(input)) return 'downloads must be an object';
  for (const [type, url] of Object.entries(input)) {
    if (!(RESOURCE_TYPES as readonly string[]).includes(type)) return `downloads.${type} is not one of ${RESOURCE_TYPES.join(', ')}`;
    if (url !== null && typeof url !== 'string') return `downloads.${type} must be a link or null`;
  }
  return input as Partial<Record<DownloadResourceType, string | null>>;
}

function parseSettings(input: unknown, current: AppDownloadSettings): Partial<AppDownloadSettings> | string {
  if (!isJsonObject(input)) return 'settings must be an object';
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
 * (null removes one) and settings into one merchant (or all).
 */
export function registerAppDownloadControl(control: Hono, state: SimState): void {
  control.get('/app-download', (c) => c.json(byMerchant(state.merchants.values(), view)));

  control.post(
    '/app-download',
    withJsonBody((body, c) => {
      const code = body.merchant;
      const targets = found(targetMerchants(state, code === undefined ? undefined : String(code)));
      for (const merchant of targets) {
        const downloads = body.downloads === undefined ? {} : accepted(parseDownloads(body.downloads));
        const settings = body.settings === undefined ? {} : accepted(parseSettings(body.settings, merchant.seed.appDownload));
        const links: Partial<Record<DownloadResourceType, string>> = { ...merchant.seed.downloads };
        for (const [type, url] of Object.entries(downloads) as Array<[DownloadResourceType, string | null]>) {
          if (url === null) delete links[type];
          else links[type] = url;
        }
        merchant.seed = { ...merchant.seed, downloads: links, appDownload: { ...merchant.seed.appDownload, ...settings } };
      }
      return c.json(byMerchant(targets, view));
    }),
  );
}
