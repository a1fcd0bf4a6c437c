/**
 * The help centre's sections as the page shows them, read from the platform's list
 * (docs/platform-calls.md, `GET /wps/system/helpCenter`: `{ tag, title, content (HTML), bgColor,
 * children? }`). `bgColor` is left out: the page's colours come from the theme, so a section reads
 * the same in light and dark.
 */
export interface HelpSection {
  /** Unique on the page: the tag where it is one of a kind, else the section's place. */
  key: string;
  /** What `#tag` in the address opens; null when the platform gave none. */
  tag: string | null;
  title: string;
  /** Server HTML, sanitised when shown. */
  content: string;
  children: HelpSection[];
}

/** Where a list of sections may sit in the answer: the value itself, or under one of these names. */
const LIST_FIELDS = ['list', 'sections', 'data'] as const;

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const found = LIST_FIELDS.map((name) => record[name]).find(Array.isArray);
  return Array.isArray(found) ? found : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function read(items: unknown[], place: string, seen: Set<string>): HelpSection[] {
  return items.flatMap((item, index) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const title = text(record.title).trim();
    if (title === '') return [];
    const tag = text(record.tag).trim() || null;
    const key = tag !== null && !seen.has(tag) ? tag : `${place}${index}`;
    seen.add(key);
    return [{ key, tag, title, content: text(record.content), children: read(listOf(record.children), `${key}.`, seen) }];
  });
}

/** The sections, in the platform's order; an item without a title is left out, its children with it. */
export function readHelpSections(value: unknown): HelpSection[] {
  return read(listOf(value), '#', new Set());
}

/** The keys from the top section down to the one tagged `tag`: what opens for `#tag`. Empty when no section has it. */
export function sectionTrail(sections: readonly HelpSection[], tag: string): string[] {
  for (const section of sections) {
    if (section.tag === tag) return [section.key];
    const below = sectionTrail(section.children, tag);
    if (below.length > 0) return [section.key, ...below];
  }
  return [];
}

/** The tag an address's hash names (`#term` → `term`), or null. */
export function tagFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
