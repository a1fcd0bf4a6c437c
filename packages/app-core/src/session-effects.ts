import { createAction } from '@reduxjs/toolkit';

/**
 * Effects of the error catalogue on the sign-in feature, which owns auto-login and the
 * remembered login and reacts to these with its listeners.
 */
export const autoLoginSwitchedOff = createAction('session/autoLoginSwitchedOff');
export const rememberedLoginCleared = createAction('session/rememberedLoginCleared');

/**
 * An HTTP 401 on any call, whatever the catalogue made of it: the old iOS installed app's cue
 * to clear its kept path and session and go home (spec 000 §4, §8).
 */
export const unauthorizedAnswered = createAction<{ path: string }>('session/unauthorizedAnswered');
