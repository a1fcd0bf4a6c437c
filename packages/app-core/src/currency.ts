/** Spec 000 §9: TLB is shown as PHP; other currency codes are cut to three letters. */
export function displayCurrency(code: string | null | undefined): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  return upper === 'TLB' ? 'PHP' : upper.slice(0, 3);
}
