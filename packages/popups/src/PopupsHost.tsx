import { useCallback, useState } from 'react';
import { AnnouncementHost } from './announcements/AnnouncementHost';
import type { PopupsShell } from './shell-contract';
import { WelcomeHost } from './welcome/WelcomeHost';

/** The popups of home, one after the other: the announcement popup first, then the welcome images. */
export function PopupsHost({ shell }: { shell: PopupsShell }) {
  const [announcementDone, setAnnouncementDone] = useState(false);
  const onSettled = useCallback((settled: boolean) => setAnnouncementDone(settled), []);
  return (
    <>
      <AnnouncementHost shell={shell} onSettled={onSettled} />
      <WelcomeHost shell={shell} ready={announcementDone} />
    </>
  );
}
