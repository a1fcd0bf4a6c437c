import { useAddressQuery } from '../lists/use-address-query';
import { gamesPageHref, VENDOR_PAGE_QUERY } from '../lobby/vendor-page';
import { useVendorName } from './use-vendor-name';

/** The vendor page's title bar: the vendor's name, and the way back to /m/game with its category chosen. */
export function useVendorPageHeader(): { title: string; backTo: string } {
  const [params] = useAddressQuery();
  const title = useVendorName(params.get(VENDOR_PAGE_QUERY.vendor) ?? '');
  return { title, backTo: gamesPageHref(params.get(VENDOR_PAGE_QUERY.gameType) ?? '') };
}
