import { createAction } from '@reduxjs/toolkit';

/**
 * The account page's "turn notifications on" dispatches this; the push feature, which the shell
 * starts after first paint for merchants with a push project, answers it with its own prompt (the
 * soft explanation, then the browser's, from the player's tap). Screens thus never import push.
 */
export const notificationsRequested = createAction('push/requested');
