export { groupVendors } from './grouping/group-vendors';
export type { VendorGrouping, GroupedCategory, VendorTile } from './grouping/group-vendors';
export type { Lane, GameCard } from './grouping/lane-types';
