import { CATEGORY_SERVICE, LINK_QUERY } from '../constants';

export interface LinkMember {
  userName?: string;
  /** The member's VIP label name (`clubLabel.labelName`). */
  vipLabel?: string;
}

/**
 * The address a customer-service entry opens (spec 001 §7): the decoded path with the member's
 * user name, and for AICAN also the VIP label as `category`. Only web addresses leave the app;
 * anything else (`javascript:`, a broken value) gives null.
 */
export function serviceLink(csType: string, decodedPath: string, member: LinkMember, base: string): string | null {
  let url: URL;
  try {
    url = new URL(decodedPath, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (member.userName) url.searchParams.set(LINK_QUERY.userName, member.userName);
  if (csType === CATEGORY_SERVICE && member.vipLabel) url.searchParams.set(LINK_QUERY.category, member.vipLabel);
  return url.toString();
}
