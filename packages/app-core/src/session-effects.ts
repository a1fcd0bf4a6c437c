import { createAction } from '@reduxjs/toolkit';

/**
 * Effects of the error catalogue on the sign-in feature, which owns auto-login and the
 * remembered login and reacts to these with its listeners.
 */
export const autoLoginSwitchedOff = createAction('session/autoLoginSwitchedOff');
export const rememberedLoginCleared = createAction('session/rememberedLoginCleared');
