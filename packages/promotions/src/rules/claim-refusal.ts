import { CLAIM_FIELD_REQUIRED, MOBILE_NOT_VERIFIED } from '../constants';

/** Why a claim was refused: the mobile number is not verified (with a way on), or the server's words. */
export type ClaimRefusal = { kind: 'mobile' } | { kind: 'other'; message: string | null; traceId?: string };

/** `prom.claim.req.field` with `value.data` `required.mobile_no_verified` (a list of such fields taken too) is the mobile number's. */
export function claimRefusal(error: { errorCode?: string; message?: string; value?: unknown; traceId?: string } | undefined): ClaimRefusal {
  const data = (error?.value as { data?: unknown } | null | undefined)?.data;
  const fields = Array.isArray(data) ? data : [data];
  if (error?.errorCode === CLAIM_FIELD_REQUIRED && fields.includes(MOBILE_NOT_VERIFIED)) return { kind: 'mobile' };
  return { kind: 'other', message: error?.message || null, ...(error?.traceId ? { traceId: error.traceId } : {}) };
}
