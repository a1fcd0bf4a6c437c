/** An address outside the app: a new tab that cannot reach back into this one. */
export function openOutside(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
