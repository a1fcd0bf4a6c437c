/** A fresh id for every event; random UUIDs where the browser has them (secure contexts), else time plus randomness. */
export function newEventId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const random = new Uint32Array(2);
  crypto.getRandomValues(random);
  return `${Date.now().toString(36)}-${random[0]!.toString(36)}${random[1]!.toString(36)}`;
}
