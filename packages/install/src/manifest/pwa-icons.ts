import { PWA_ICON_SIZES } from '../constants';

/** One installed-app icon the `pwa` template offers at a size the spec names. */
export interface PwaIcon {
  size: (typeof PWA_ICON_SIZES)[number];
  src: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The address a template gives for one size: `icons: { 192: url }`, or a manifest-style `icons: [{ sizes: '192x192', src }]`. */
function iconAt(icons: unknown, size: number): string | null {
  if (Array.isArray(icons)) {
    const entry: unknown = icons.find((icon) => isRecord(icon) && String(icon.sizes).split(/\s+/).includes(`${size}x${size}`));
    return isRecord(entry) && typeof entry.src === 'string' && entry.src ? entry.src : null;
  }
  if (!isRecord(icons)) return null;
  const src = icons[size];
  return typeof src === 'string' && src ? src : null;
}

/**
 * Spec 001 §5: the installed app's icons are chosen by size, 192, 256, 384 or 512, from the `pwa`
 * template; other sizes and malformed text are ignored. Smallest first.
 */
export function choosePwaIcons(pwa: string | null): PwaIcon[] {
  if (!pwa) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(pwa);
  } catch {
    return [];
  }
  const icons = isRecord(parsed) ? parsed.icons : undefined;
  return PWA_ICON_SIZES.flatMap((size) => {
    const src = iconAt(icons, size);
    return src ? [{ size, src }] : [];
  });
}
