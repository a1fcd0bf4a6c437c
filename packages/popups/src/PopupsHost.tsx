import { AnnouncementHost } from './announcements/AnnouncementHost';
import type { PopupsShell } from './shell-contract';
import { WelcomeHost } from './welcome/WelcomeHost';

/** The popups of home, each at its turn in the overlays' queue: the announcement popup first, then the welcome images. */
export function PopupsHost({ shell }: { shell: PopupsShell }) {
  return (
    <>
      <AnnouncementHost shell={shell} />
      <WelcomeHost shell={shell} />
    </>
  );
}
