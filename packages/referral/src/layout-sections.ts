/** One section of `PROMOFE_feLayoutPromotion`'s page, as the answer gives it (docs/platform-calls.md, referral layout). */
interface LayoutSectionAnswer {
  section?: unknown;
  sortIndex?: unknown;
  title?: unknown;
  content?: unknown;
  isHide?: unknown;
}

/** The layout answer: per platform (`M`, the mobile site) its pages, each a list of sections. */
export type LayoutAnswer = Partial<Record<string, Partial<Record<string, unknown>>>>;

/** A section the page shows: the operator's title (perhaps empty) and HTML (sanitised where it is shown). */
export interface LayoutSection {
  id: string;
  title: string;
  content: string;
}

/**
 * The sections that name a block the page draws itself (the code and count, the link, the QR
 * code): the app shows its own there, so their entries add nothing. Compared without case or `_`.
 */
const OWN_BLOCKS = ['SUMMARY', 'INVITEURL', 'SHAREQRCODE'];
const HIDDEN = ['Y', '1', 'TRUE'];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const blockName = (id: string): string => id.replace(/_/g, '').toUpperCase();

function hidden(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && HIDDEN.includes(value.trim().toUpperCase()));
}

/** A section without a sort index goes after those with one. */
function sortIndex(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : Number.POSITIVE_INFINITY;
}

/**
 * The sections of one page of the layout (`value[platform][page]`) the app shows, in the
 * operator's order (`sortIndex`, then as listed): hidden ones (`isHide`) left out, and those naming
 * the page's own blocks, and those without content: a title alone stands for a widget of the
 * platform's own page (a leaderboard, an income calculator) that the app has no data to draw.
 */
export function layoutSections(answer: LayoutAnswer | null | undefined, platform: string, page: string): LayoutSection[] {
  const list = answer?.[platform]?.[page];
  if (!Array.isArray(list)) return [];
  return list
    .map((entry: unknown, index) => ({ entry: (typeof entry === 'object' && entry !== null ? entry : {}) as LayoutSectionAnswer, index }))
    .filter(({ entry }) => !hidden(entry.isHide) && !OWN_BLOCKS.includes(blockName(text(entry.section))))
    .filter(({ entry }) => text(entry.content) !== '')
    .sort((a, b) => sortIndex(a.entry.sortIndex) - sortIndex(b.entry.sortIndex) || a.index - b.index)
    .map(({ entry, index }) => ({ id: text(entry.section) || `section-${index}`, title: text(entry.title), content: text(entry.content) }));
}
