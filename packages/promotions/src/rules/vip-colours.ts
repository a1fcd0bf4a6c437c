/** A colour the page may put in a style: hexadecimal, or an rgb(a) or hsl(a) function of plain figures. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\))$/i;

/**
 * The club label's colours (`color`, `color2`) as style values, or null: server data that is not
 * a plain colour never reaches a style. One colour alone is used for both ends.
 */
export function labelColours(label: { color?: unknown; color2?: unknown } | null | undefined): { from: string; to: string } | null {
  const pick = (value: unknown) => (typeof value === 'string' && SAFE_COLOUR.test(value.trim()) ? value.trim() : null);
  const from = pick(label?.color);
  const to = pick(label?.color2);
  if (from === null && to === null) return null;
  return { from: from ?? to ?? '', to: to ?? from ?? '' };
}
