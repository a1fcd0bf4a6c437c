import type { VerifiedIdentity } from './identity-tokens';
import type { IdentityProviderLink } from '../seed/types';
import type { Member, SimState } from '../state/sim-state';

/**
 * Which member an identity-provider account stands for, and linking one to a member. Links are
 * per merchant (a member belongs to one merchant) and kept on the member (`identityLinks`, shown
 * by GET /__sim/members); POST /__sim/reset brings the seeded ones back.
 */

/** The app's firebaseChannel values and the Firebase provider id each one signs in with. */
export const FIREBASE_CHANNELS = { google: 'google.com', phone: 'phone' } as const;
export type FirebaseChannel = keyof typeof FIREBASE_CHANNELS;

export function isFirebaseChannel(value: unknown): value is FirebaseChannel {
  return typeof value === 'string' && Object.hasOwn(FIREBASE_CHANNELS, value);
}

/** The member's phone in E.164: `+` dialling code and national number. */
export function memberPhone(member: Member): string {
  return `+${member.countryDialingCode}${member.mobileNum}`;
}

function sameText(left: string | undefined, right: string | undefined): boolean {
  return left !== undefined && right !== undefined && left !== '' && left.toLowerCase() === right.toLowerCase();
}

/** True when the link stands for the identity: same provider, and the same uid or (google.com) e-mail or (phone) number. */
function linkMatches(link: IdentityProviderLink, identity: VerifiedIdentity): boolean {
  if (link.providerId !== identity.signInProvider) return false;
  if (link.uid !== undefined && link.uid === identity.uid) return true;
  if (identity.signInProvider === 'google.com') return sameText(link.email, identity.email);
  if (identity.signInProvider === 'phone') return link.phoneNumber !== undefined && link.phoneNumber === identity.phoneNumber;
  return false;
}

/**
 * The merchant's member the identity stands for: one with a matching link, else for a phone
 * identity the member whose mobile (`+{countryDialingCode}{mobileNum}`) is the identity's number.
 */
export function findLinkedMember(state: SimState, merchant: string, identity: VerifiedIdentity): Member | undefined {
  const members = state.members.filter((member) => member.merchant === merchant);
  const linked = members.find((member) => member.identityLinks.some((link) => linkMatches(link, identity)));
  if (linked !== undefined || identity.signInProvider !== 'phone' || identity.phoneNumber === undefined) return linked;
  return members.find((member) => member.mobileNum !== '' && memberPhone(member) === identity.phoneNumber);
}

/** The link recorded for an identity: provider, uid, and its e-mail and phone number when it has them. */
export function linkOf(identity: VerifiedIdentity): IdentityProviderLink {
  const link: IdentityProviderLink = { providerId: identity.signInProvider, uid: identity.uid };
  if (identity.email !== undefined) link.email = identity.email;
  if (identity.phoneNumber !== undefined) link.phoneNumber = identity.phoneNumber;
  return link;
}

export type BindResult = { ok: true } | { ok: false; boundTo: Member };

/**
 * Links the identity to the member. Already linked to this member (or, for a phone identity, its
 * own mobile): nothing changes. Standing for another member of the merchant: refused, nothing changes.
 */
export function bindIdentity(state: SimState, member: Member, identity: VerifiedIdentity): BindResult {
  const current = findLinkedMember(state, member.merchant, identity);
  if (current !== undefined && current.id !== member.id) return { ok: false, boundTo: current };
  if (!member.identityLinks.some((link) => linkMatches(link, identity))) member.identityLinks.push(linkOf(identity));
  return { ok: true };
}
