import type { Hono } from 'hono';
import { HOSTILE_POPUPS } from '../seed/announcements';
import type { AnnouncementSeed, BannerSeed, PopupSeed, PromotionSeed } from '../seed/types';
import type { SimState } from '../state/sim-state';
import { accepted, found, isJsonObject, withJsonBody, type JsonObject } from './request-body';
import { byMerchant, targetMerchants } from './targets';

/** The welcome-image groups (spec 001 §2); their banners open popups rather than show on home. */
const WELCOME_GROUPS = ['m_popup1', 'm_popup2'];

/**
 * Named changes a test can ask for rather than spelling lists out, each from the merchant's
 * current lists: `quiet` keeps the home banners but nothing that pops up (journeys about other
 * things start so), `hostile` one popup that tries every trick, `none` nothing at all.
 */
const PRESETS: Readonly<Record<string, (current: AnnouncementSeed) => Partial<AnnouncementSeed>>> = {
  quiet: (current) => ({ popup: [], banners: current.banners.filter((banner) => !WELCOME_GROUPS.includes(banner.groupName)) }),
  hostile: () => ({ popup: HOSTILE_POPUPS }),
  none: () => ({ popup: [], banners: [], player: [] }),
};

const EXECUTIONS = ['A', 'B', 'F'];

function parsePopup(item: unknown, index: number): PopupSeed | string {
  if (!isJsonObject(item)) return `popup[${index}] must be an object`;
  const { id, title, content, execution } = item;
  if (typeof id !== 'number' || typeof title !== 'string' || typeof content !== 'string')
    return `popup[${index}] needs a numeric id, a title and a content`;
  if (typeof execution !== 'string' || !EXECUTIONS.includes(execution)) return `popup[${index}].execution must be A, B or F`;
  return item as unknown as PopupSeed;
}

function parseBanner(item: unknown, index: number): BannerSeed | string {
  if (!isJsonObject(item)) return `banners[${index}] must be an object`;
  const { bannerId, groupName, title, url } = item;
  if (typeof bannerId !== 'number' || typeof groupName !== 'string' || typeof title !== 'string' || typeof url !== 'string')
    return `banners[${index}] needs a numeric bannerId, a groupName, a title and a url`;
  return item as unknown as BannerSeed;
}

function parseNotice(item: unknown, index: number): AnnouncementSeed['player'][number] | string {
  if (!isJsonObject(item)) return `player[${index}] must be an object`;
  const { id, title, content } = item;
  if (typeof id !== 'number' || typeof title !== 'string' || typeof content !== 'string')
    return `player[${index}] needs a numeric id, a title and a content`;
  return { id, title, content };
}

function parsePromotion(item: unknown, index: number): PromotionSeed | string {
  if (!isJsonObject(item)) return `promotion[${index}] must be an object`;
  const { id, title, announcementImages } = item;
  if (typeof id !== 'number' || typeof title !== 'string' || !Array.isArray(announcementImages))
    return `promotion[${index}] needs a numeric id, a title and announcementImages`;
  return item as unknown as PromotionSeed;
}

function parseList<T>(value: unknown, name: string, parse: (item: unknown, index: number) => T | string): T[] | string | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return `${name} must be a list`;
  const parsed = value.map(parse);
  const error = parsed.find((item): item is string => typeof item === 'string');
  return error ?? (parsed as T[]);
}

/** A change to one merchant's lists, given its current ones. */
type AnnouncementsUpdate = (current: AnnouncementSeed) => AnnouncementSeed;

/**
 * POST /__sim/announcements: `{ preset }` (quiet, hostile, none), `{ popup }`, `{ banners }` and/or
 * `{ player }` (the marquee notices) and/or `{ promotion }` (the PR list) replace those lists; what the body leaves out stays. A list item may carry any further field.
 */
function parseAnnouncementsUpdate(body: JsonObject): AnnouncementsUpdate | string {
  const { preset, popup, banners, player, promotion } = body;
  const update: Partial<AnnouncementSeed> = {};
  let named: ((current: AnnouncementSeed) => Partial<AnnouncementSeed>) | undefined;
  if (preset !== undefined) {
    named = typeof preset === 'string' ? PRESETS[preset] : undefined;
    if (named === undefined) return `preset must be one of ${Object.keys(PRESETS).join(', ')}`;
  }
  const popupList = parseList(popup, 'popup', parsePopup);
  if (typeof popupList === 'string') return popupList;
  if (popupList) update.popup = popupList;
  const bannerList = parseList(banners, 'banners', parseBanner);
  if (typeof bannerList === 'string') return bannerList;
  if (bannerList) update.banners = bannerList;
  const noticeList = parseList(player, 'player', parseNotice);
  if (typeof noticeList === 'string') return noticeList;
  if (noticeList) update.player = noticeList;
  const promotionList = parseList(promotion, 'promotion', parsePromotion);
  if (typeof promotionList === 'string') return promotionList;
  if (promotionList) update.promotion = promotionList;
  return (current) => ({ ...current, ...named?.(current), ...update });
}

/** Ours: change the announcement lists at runtime (reset restores the seed): proves the popup's content-hash and day rules. */
export function registerAnnouncementsControl(control: Hono, state: SimState): void {
  control.get('/announcements', (c) => c.json(byMerchant(state.merchants.values(), (merchant) => merchant.seed.announcements)));

  control.post(
    '/announcements',
    withJsonBody((body, c) => {
      const update = accepted(parseAnnouncementsUpdate(body));
      const targets = found(targetMerchants(state, body.merchant));
      for (const merchant of targets) merchant.seed = { ...merchant.seed, announcements: update(merchant.seed.announcements) };
      return c.json(byMerchant(targets, (merchant) => merchant.seed.announcements));
    }),
  );
}
