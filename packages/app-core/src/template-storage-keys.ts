/**
 * The merchant's template parameters (spec 001 §3), each kept in local storage under its own
 * name: part of the one table in `storage-keys.ts`, in a file and entry of their own only so that
 * the first screen, which loads all of app-core's main entry, does not carry what only the
 * installed-app feature reads after first paint.
 */
export const TEMPLATE_STORAGE_KEYS = {
  /** Local storage: the merchant's logo address. */
  imageLogo: 'image_logo',
  /** Local storage: JSON text `{ title, icons: { 192, 256, 384, 512 } }`, the installed app's icons by size. */
  pwa: 'pwa',
  /** Local storage: '1' when the app links the merchant's dynamic manifest instead of the static one. */
  desktopAppFeature: 'desktop_app_feature',
  /** Local storage: the apple touch icon's address. */
  appleTouchIcon: 'apple_touch_icon',
} as const;
