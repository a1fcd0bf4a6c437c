import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { HOME_PATHS, type ThunkExtra } from '@lotto/app-core';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fetchBanners, type Banner } from '../server-data/banners';
import { WELCOME_RETRY_MS } from '../constants';
import type { PopupsShell } from '../shell-contract';
import { markWelcomeImagesDone, rememberWelcomeImage, savedWelcomeImages, welcomeImagesDone } from './welcome-memory';
import { imageFileName, pendingWelcomeImages, welcomeAllowed } from './welcome-rules';
import { WelcomeImagePopup } from './WelcomeImagePopup';

/**
 * The welcome images (spec 001 §4): popup 1, then popup 2, on a home path only (elsewhere it
 * looks again 20 s later), once the announcement popup is out of the way; never in the native
 * app, the web clip or the installed app; done for the visit once the player is through them.
 */
export function WelcomeHost({ shell, ready }: { shell: PopupsShell; ready: boolean }) {
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  const [queue, setQueue] = useState<Banner[] | null>(null);
  const [showing, setShowing] = useState(false);
  const allowed = welcomeAllowed(shell.environment) && !welcomeImagesDone();

  useEffect(() => {
    if (!allowed) return undefined;
    let live = true;
    void dispatch(fetchBanners()).then((banners) => {
      if (live) setQueue(pendingWelcomeImages(banners, savedWelcomeImages()));
    });
    return () => {
      live = false;
    };
  }, [dispatch, allowed]);

  const waiting = ready && !showing && queue !== null && queue.length > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    let timer = 0;
    const look = () => {
      if (HOME_PATHS.includes(shell.currentPath())) setShowing(true);
      else timer = window.setTimeout(look, WELCOME_RETRY_MS);
    };
    // On home it shows at once (the next task); elsewhere it looks again 20 s later.
    timer = window.setTimeout(look, HOME_PATHS.includes(shell.currentPath()) ? 0 : WELCOME_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, shell]);

  const done = (banner: Banner) => {
    rememberWelcomeImage(banner.groupName, imageFileName(banner.url));
    const rest = (queue ?? []).filter((item) => item !== banner);
    if (rest.length === 0) markWelcomeImagesDone();
    setQueue(rest);
    // The next image shows at once while the player is still on home.
    setShowing(rest.length > 0 && HOME_PATHS.includes(shell.currentPath()));
  };

  return <WelcomeImagePopup banner={showing ? (queue?.[0] ?? null) : null} onDone={done} />;
}
