import type { Context, Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import { HELP_CENTER, HELP_CENTER_FALLBACK_LANGUAGE } from '../seed/help-center';
import type { WpsDeps, WpsEnv } from '../wps/env';

const HTTP_BAD_REQUEST = 400;
/** The help centre's module id, as the platform's library sends it (docs/platform-calls.md). */
const HELP_MODULE_ID = 'COMM3';

function moduleIdError(c: Context<WpsEnv>): Response | null {
  if (c.req.header('moduleid') === HELP_MODULE_ID) return null;
  return sendFailure(c, ERROR_CODES.functionNotAvailable, `This call needs the ModuleId ${HELP_MODULE_ID}`, HTTP_BAD_REQUEST);
}

/**
 * GET /wps/system/helpCenter?lang&device (COMM3, no session): the sections of `lang` (any case),
 * English for a language without its own; `device` is taken and not used (every device gets the
 * same sections here). The answer is the platform's shape, the texts the simulator's (seed/help-center.ts).
 */
export function registerHelpCenterRoutes(router: Hono<WpsEnv>, _deps: WpsDeps): void {
  router.get('/system/helpCenter', (c) => {
    const refused = moduleIdError(c);
    if (refused) return refused;
    const language = (c.req.query('lang') ?? '').toUpperCase();
    return sendOk(c, HELP_CENTER[language] ?? HELP_CENTER[HELP_CENTER_FALLBACK_LANGUAGE]);
  });
}
