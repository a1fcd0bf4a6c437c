/**
 * The merchant's icons the build draws from its logo (build/merchant-icons.ts), by their file under
 * the app's base: named once for the manifest, index.html and the service worker's notifications.
 */
export interface MerchantIcon {
  file: string;
  size: number;
  /** `any` and `maskable` go in the manifest; `apple-touch` in index.html for iOS; `badge` on notifications. */
  role: 'any' | 'maskable' | 'apple-touch' | 'badge';
}

export const MERCHANT_ICONS: readonly MerchantIcon[] = [
  { file: 'icons/icon-192.png', size: 192, role: 'any' },
  { file: 'icons/icon-512.png', size: 512, role: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, role: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, role: 'apple-touch' },
  { file: 'icons/badge-96.png', size: 96, role: 'badge' },
];

function iconFile(role: MerchantIcon['role']): string {
  const icon = MERCHANT_ICONS.find((candidate) => candidate.role === role);
  if (!icon) throw new Error(`no ${role} icon`);
  return icon.file;
}

/** The notification's icon (the smallest `any`) and its monochrome badge. */
export const NOTIFICATION_ICON = iconFile('any');
export const NOTIFICATION_BADGE = iconFile('badge');
