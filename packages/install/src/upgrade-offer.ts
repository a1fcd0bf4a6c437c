/** The upgrade the modal offers: what it says, where the download is, and how it is reached. */
export interface UpgradeOffer {
  title: string;
  description: string;
  /** The download link for the app's own platform. */
  link: string;
  /** The app is at or above 2.4.39: the link is opened directly, not through /m/appDownload. */
  direct: boolean;
}
