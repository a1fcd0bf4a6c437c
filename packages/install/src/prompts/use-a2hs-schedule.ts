import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useOverlayTurn } from '@lotto/app-core';
import { a2hsDelay } from './a2hs-rule';
import { a2hsCloseCount } from './close-counts';
import { A2HS_FLAG } from './constants';
import type { Deposits } from '../server-data/deposit-settings';
import { a2hsDepositSuppressed, a2hsLoginRequired } from './deposit-rule';
import type { PromptEnvironment } from './prompt-environment';
import { selectBlocked, selectFlag, selectLoggedIn, type PromptsRootState } from './prompt-state';
import { overlayOpened, selectPrompts } from './prompts-slice';
import type { AppDownloadSettings } from '@lotto/api-client';

const selectA2hsFlag = selectFlag(A2HS_FLAG);

/**
 * Opens the add-to-home-screen prompt once its rule holds, at its turn in the overlays' queue and
 * the rule's delay after it (1 s, or 2 s on the login page). A member's deposits must be known
 * first: the deposit rules may suppress it. While the player has another of the prompts open (the
 * popup, the sheet), it waits; opened from the popup, it is the player's and takes no turn.
 */
export function useA2hsSchedule(
  pathname: string,
  environment: PromptEnvironment,
  settings: AppDownloadSettings,
  deposits: Deposits | null,
): void {
  const dispatch = useDispatch();
  const flagOn = useSelector(selectA2hsFlag);
  const blocked = useSelector(selectBlocked);
  const loggedIn = useSelector(selectLoggedIn);
  const { overlay, a2hsDone, installEvent } = useSelector((state: PromptsRootState) => selectPrompts(state));
  const waiting = loggedIn && deposits === null;
  const delay = a2hsDelay({
    flagOn,
    maintenance: blocked,
    regionRestriction: blocked,
    inApp: environment.inApp,
    pwa: environment.pwa,
    webclip: environment.webclip,
    dismissedThisSession: a2hsDone,
    loginRequired: a2hsLoginRequired(settings, environment.host),
    loggedIn,
    pathname,
    hasInstallEvent: installEvent,
    closeCount: a2hsCloseCount(),
    maxCloseTimes: settings.a2hsMaxCloseTimes,
    depositSuppressed: a2hsDepositSuppressed(settings, environment.host, deposits),
  });
  // Still wanted once open, so it keeps the screen until the player closes it.
  const wanted = delay !== null && !waiting && (overlay === null || overlay === 'a2hs');
  const turn = useOverlayTurn('addToHomeScreen', wanted, delay ?? 0);
  const due = turn && overlay === null;
  useEffect(() => {
    if (due) dispatch(overlayOpened('a2hs'));
  }, [due, dispatch]);
}
