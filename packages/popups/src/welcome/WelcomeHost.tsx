import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { HOME_PATHS, useOverlayTurn, type ThunkExtra } from '@lotto/app-core';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fetchBanners, type Banner } from '../server-data/banners';
import { WELCOME_RETRY_MS } from '../constants';
import type { PopupsShell } from '../shell-contract';
import { markWelcomeImagesDone, rememberWelcomeImage, savedWelcomeImages, welcomeImagesDone } from './welcome-memory';
import { imageFileName, pendingWelcomeImages, welcomeAllowed } from './welcome-rules';
import { WelcomeImagePopup } from './WelcomeImagePopup';

/**
 * The welcome images (spec 001 §4): popup 1, then popup 2, on a home path only (elsewhere it
 * looks again 20 s later), at their turn in the overlays' queue (after the announcement popup);
 * never in the native app, the web clip or the installed app; done for the visit once the player
 * is through them. They hold their place in the queue while the banners are asked for.
 */
export function WelcomeHost({ shell }: { shell: PopupsShell }) {
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  const [queue, setQueue] = useState<Banner[] | null>(null);
  // Found on a home path with images to show: they want the screen.
  const [due, setDue] = useState(false);
  const allowed = welcomeAllowed(shell.environment) && !welcomeImagesDone();
  const turn = useOverlayTurn('welcome', allowed && (queue === null || due));

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

  const looking = !due && queue !== null && queue.length > 0;
  useEffect(() => {
    if (!looking) return undefined;
    let timer = 0;
    const look = () => {
      if (HOME_PATHS.includes(shell.currentPath())) setDue(true);
      else timer = window.setTimeout(look, WELCOME_RETRY_MS);
    };
    // On home they are due at once (the next task); elsewhere it looks again 20 s later.
    timer = window.setTimeout(look, HOME_PATHS.includes(shell.currentPath()) ? 0 : WELCOME_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [looking, shell]);

  const done = (banner: Banner) => {
    rememberWelcomeImage(banner.groupName, imageFileName(banner.url));
    const rest = (queue ?? []).filter((item) => item !== banner);
    if (rest.length === 0) markWelcomeImagesDone();
    setQueue(rest);
    // The next image shows at once while the player is still on home.
    setDue(rest.length > 0 && HOME_PATHS.includes(shell.currentPath()));
  };

  return <WelcomeImagePopup banner={due && turn ? (queue?.[0] ?? null) : null} onDone={done} />;
}
