import type { AppDownloadSettings } from '@lotto/api-client';
import type { ThunkExtra } from '@lotto/app-core';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { forcedDownloadCloseCount } from './close-counts';
import { DEPOSIT_POLL_MS } from './constants';
import { forcedDownloadApplies, type Deposits } from './deposit-rule';
import { startPolling } from './polling';
import type { PromptEnvironment } from './prompt-environment';
import { selectLoggedIn, type PromptsRootState } from './prompt-state';
import { depositsForgotten, loadDeposits, selectPrompts } from './prompts-slice';

/**
 * The member's deposits, for both deposit rules: asked once after login, and every 30 s while
 * the forced download could still show (spec 001 §4). A hidden page and a logout stop the poll;
 * a logout forgets the deposits, so the next member starts from their own.
 */
export function useDeposits(onHome: boolean, environment: PromptEnvironment, settings: AppDownloadSettings): Deposits | null {
  const dispatch = useDispatch<ThunkDispatch<PromptsRootState, ThunkExtra, UnknownAction>>();
  const loggedIn = useSelector(selectLoggedIn);
  const { deposits, forcedClosed } = useSelector((state: PromptsRootState) => selectPrompts(state));
  const polls =
    !forcedClosed &&
    forcedDownloadApplies({
      settings,
      host: environment.host,
      onHome,
      loggedIn,
      inApp: environment.inApp,
      deposits,
      closeCount: forcedDownloadCloseCount(),
    });
  const known = deposits !== null;
  // Read when the poll starts, not a reason to restart it: an answer arriving must not ask again.
  const knownRef = useRef(known);
  useEffect(() => {
    knownRef.current = known;
  }, [known]);

  useEffect(() => {
    if (!loggedIn) {
      dispatch(depositsForgotten());
      return undefined;
    }
    const ask = () => void dispatch(loadDeposits());
    if (polls) return startPolling(ask, DEPOSIT_POLL_MS, { immediate: !knownRef.current });
    if (!knownRef.current) ask();
    return undefined;
  }, [loggedIn, polls, dispatch]);

  return deposits;
}
