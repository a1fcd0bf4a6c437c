import type { Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsEnv } from '../wps/env';
import type { AnnouncementSeed } from '../seed/types';

/** The announcement list's module id, as the platform's clients send it. */
const ANNOUNCEMENTS_MODULE_ID = 'COMM3';
const HTTP_BAD_REQUEST = 400;

/** Type codes of `types` and the list each fills in the answer (docs/platform-calls.md, Promotions, announcements and banners). */
const LIST_OF_TYPE: Readonly<Record<string, keyof AnnouncementSeed>> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
};

/**
 * GET /wps/relay/MCSFE_getListAnnouncements?types=B,PU&platform=M[&execution=A]: one list per
 * asked code (banners, player, popup, promotion). With or without the session (the platform's
 * clients differ); `execution` narrows the popups to that audience. The mobile client asks for
 * platform M; the simulator keeps no desktop (W) lists, so W answers empty lists.
 */
export function registerAnnouncementRoutes(router: Hono<WpsEnv>): void {
  router.get('/relay/MCSFE_getListAnnouncements', (c) => {
    if (c.req.header('ModuleId') !== ANNOUNCEMENTS_MODULE_ID) {
      return sendFailure(c, ERROR_CODES.functionNotAvailable, `This call needs the ModuleId ${ANNOUNCEMENTS_MODULE_ID}`, HTTP_BAD_REQUEST);
    }
    const types = (c.req.query('types') ?? '').split(',').map((type) => type.trim().toUpperCase());
    const execution = c.req.query('execution')?.toUpperCase();
    const mobile = (c.req.query('platform') ?? 'M').toUpperCase() === 'M';
    const { announcements } = c.get('merchant').seed;
    const value: Record<string, unknown[]> = {};
    for (const type of types) {
      const list = LIST_OF_TYPE[type];
      if (list === undefined) continue;
      if (!mobile) value[list] = [];
      else if (list === 'popup' && execution) value[list] = announcements.popup.filter((item) => item.execution === execution);
      else value[list] = [...announcements[list]];
    }
    return sendOk(c, value);
  });
}
