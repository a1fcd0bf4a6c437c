import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { AUTO_HIDE_INTERVAL_MS, AUTO_HIDE_LOOKS } from './feedback-constants';
import { alertDismissed, type AlertItem } from './feedback-slice';
import { platformAnswers } from './server-data/system-status';
import type { ThunkExtra } from './thunk-extra';

/**
 * The error dialog's auto-hide (spec 001 §8, "repeat every 1 s up to 3 times"): a dialog raised by
 * a lost connection looks 1 s after it shows whether the platform answers again (the status call,
 * silent, waiting at most that second), and 1 s after each look that found nothing, 3 looks at
 * most; the first answer hides it, as the player would have. After the third it stays until the
 * player confirms it. Any other dialog tells something the player must read, and never hides.
 */
export function useAlertAutoHide(alert: AlertItem | null): void {
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  const id = alert?.autoHide ? alert.id : null;
  useEffect(() => {
    if (id === null) return undefined;
    let live = true;
    let looks = 0;
    let timer = 0;
    const look = async () => {
      looks += 1;
      const answered = await dispatch((_, __, { api }) => platformAnswers(api, AUTO_HIDE_INTERVAL_MS));
      if (!live) return;
      if (answered) dispatch(alertDismissed(id));
      else if (looks < AUTO_HIDE_LOOKS) timer = window.setTimeout(() => void look(), AUTO_HIDE_INTERVAL_MS);
    };
    timer = window.setTimeout(() => void look(), AUTO_HIDE_INTERVAL_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [id, dispatch]);
}
