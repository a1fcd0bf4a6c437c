/** A figure the platform sends as a number or a numeric string; anything else is none. */
export function amountOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A figure worth showing: a number above 0. */
export function positive(value: unknown): number | null {
  const number = amountOf(value);
  return number !== null && number > 0 ? number : null;
}

/** The platform's yes: true, 'Y' or 1. */
export function yes(value: unknown): boolean {
  return value === true || value === 'Y' || value === 1;
}
