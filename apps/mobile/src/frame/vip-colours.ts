import type { CSSProperties } from 'react';

/** Only colours written as hex reach the page: an answer's text never becomes a style of its own. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Whether dark text reads better than light on a colour: its perceived brightness (the YIQ
 * weighting, on a 0 to 255 scale) above the middle.
 */
function darkTextReads(hex: string): boolean {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => parseInt(pair, 16)) as [number, number, number];
  return (r * 299 + g * 587 + b * 114) / 1000 > 150;
}

/**
 * The VIP badge in the label's own colours where the platform gives them (`clubLabel.color`, and
 * `color2` for a gradient's end), with dark text where it reads on both ends, light text
 * otherwise; without them, the theme's colours.
 */
export function vipBadgeStyle(label: { color?: string; color2?: string } | undefined): CSSProperties | undefined {
  const from = label?.color?.trim();
  if (!from || !HEX_COLOUR.test(from)) return undefined;
  const second = label?.color2?.trim();
  const to = second && HEX_COLOUR.test(second) ? second : from;
  return {
    '--shell-vip-from': from,
    '--shell-vip-to': to,
    '--shell-vip-ink': darkTextReads(from) && darkTextReads(to) ? 'var(--shell-vip-ink-dark)' : 'var(--shell-vip-ink-light)',
  } as CSSProperties;
}
