import type { Messages } from '@lotto/i18n';

/** The install feature's texts: the update notice (spec 001 §2 screen 8), the app-upgrade modal (screen 7) and /m/appDownload. */
export default {
  update_title: 'New version',
  update_found: 'Found new version, click refresh',
  refresh: 'Refresh',
  upgrade_title: 'A new version of the app is available',
  upgrade_description: 'Update now to get the latest features and fixes.',
  upgrade_update_now: 'Update Now',
  download_starting: 'Your download is starting. If it does not, tap Download.',
  download_button: 'Download',
  download_none: 'No download is available for this device.',
  download_choose: 'Choose the app for your device.',
  offline_title: 'Offline',
  offline_message: 'You are offline. The app opened from this device; what needs the network loads when you are back online.',
} satisfies Messages;
