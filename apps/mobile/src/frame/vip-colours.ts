import type { CSSProperties } from 'react';

/** Only colours written as hex reach the page: an answer's text never becomes a style of its own. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return digits.map((pair) => parseInt(pair, 16) / 255) as [number, number, number];
}

/** WCAG's relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast of black and of white text against a colour: the darker text wins on a light colour. */
function darkTextReads(hex: string): boolean {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05);
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
