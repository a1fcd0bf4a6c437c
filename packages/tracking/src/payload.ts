import { displayCurrency } from '@lotto/app-core';
import { newEventId } from './event-id';
import type { EventInput, EventPayload, TrackedEventName } from './events';

/** Who and where, as the session and the merchant settings say, for fields the caller leaves out. */
export interface EventContext {
  customerName?: string;
  customerId?: string | number;
  currency?: string;
}

/**
 * Spec 001 §3 and §7: the payload every vendor and the upload get. TLB goes out as PHP and other
 * currency codes are cut to three letters; a withdrawal's revenue is negative whatever sign the
 * caller gave; every event gets its own eventID.
 */
export function eventPayload(name: TrackedEventName, input: EventInput, context: EventContext, makeId = newEventId): EventPayload {
  const customerName = input.customerName ?? context.customerName;
  const customerId = input.customerId ?? context.customerId;
  const currency = input.currency ?? context.currency;
  const revenue = input.revenue ?? input.amount;
  const payload: EventPayload = { eventID: makeId() };
  if (customerName) payload.customerName = customerName;
  if (customerId !== undefined && customerId !== '') payload.customerId = String(customerId);
  if (revenue !== undefined) payload.revenue = name === 'withdraw' ? -Math.abs(revenue) : revenue;
  if (input.amount !== undefined) payload.amount = input.amount;
  if (input.value !== undefined) payload.value = input.value;
  if (currency) payload.currency = displayCurrency(currency);
  return payload;
}
