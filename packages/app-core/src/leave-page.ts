let leaving = false;

/**
 * Leaves this document for `address` (a new page load, replacing this one in history). Until the
 * browser has left, guarded pages send nobody anywhere (`RouteGuard`): an in-page redirect now,
 * prompted by the very session end that caused the leave, would change this page's address and
 * Chromium then drops the pending load, so the player stayed on the in-page redirect's page.
 */
export function leavePage(address: string, location: Pick<Location, 'replace'> = window.location): void {
  leaving = true;
  location.replace(address);
}

/** A leave is under way: nothing in this document should navigate any more. */
export function isLeavingPage(): boolean {
  return leaving;
}

/** Tests only: a fresh document. */
export function resetLeavingPage(): void {
  leaving = false;
}
