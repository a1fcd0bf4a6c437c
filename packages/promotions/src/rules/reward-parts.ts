import { positive } from './amounts';

/** One part of a reward: money, points, or a ticket. */
export type RewardPart = { kind: 'amount'; value: number } | { kind: 'points'; value: number } | { kind: 'ticket'; name: string };

/** What a reward gives, in that order, leaving out what it does not (a 0 amount, no ticket). */
export function rewardParts({ amount, points, ticket }: { amount?: unknown; points?: unknown; ticket?: string | null }): RewardPart[] {
  const parts: RewardPart[] = [];
  const money = positive(amount);
  if (money !== null) parts.push({ kind: 'amount', value: money });
  const score = positive(points);
  if (score !== null) parts.push({ kind: 'points', value: score });
  const name = ticket?.trim();
  if (name) parts.push({ kind: 'ticket', name });
  return parts;
}
