import type { LaunchGameQuery } from '../server-data/game-launch';
import { LAUNCH_MODE_LOTT, SEA_LOTTERY, SEA_LOTTO_MODE, VIETNAM_AREA, VIETNAM_DEFAULT_LANGUAGE, VIETNAM_LOTTERY } from '../constants';
import { isLottery, type LaunchRequest } from './launch-request';

export interface LaunchContext {
  /** The interface language (the Language header's). */
  language: string;
  /** The page title the game shows over its lobby. */
  title: string;
  /** The member's club label, when the platform sent one. */
  labelName: string;
  /** Where the game's own back button leads: an address already checked against the merchant's hosts. */
  backUrl: string;
}

/**
 * The query of `GET /wps/game/launchGame` (spec 001 §4, §7): the lottery with `launchMode LOTT`,
 * the SEA lottery also with `lottoMode SEA_Tradition_Mobile`, the Vietnam lottery with `lottoArea
 * VN` and Vietnamese unless the address names a language; another vendor with its game code.
 */
export function launchQuery(request: LaunchRequest, context: LaunchContext): LaunchGameQuery {
  const language = request.language || (request.vendor === VIETNAM_LOTTERY ? VIETNAM_DEFAULT_LANGUAGE : context.language);
  if (!isLottery(request)) {
    return { vendor: request.vendor, gameCode: request.code || undefined, backUrl: context.backUrl, language };
  }
  const query: LaunchGameQuery = {
    launchMode: LAUNCH_MODE_LOTT,
    lottoPrizeMode: request.prizeMode || undefined,
    lottoGameCode: request.code || undefined,
    lottoView: request.lottoView || (request.code ? 'betting' : 'lobby'),
    backUrl: context.backUrl,
    hasLobby: true,
    language,
    title: context.title || undefined,
    labelName: context.labelName || undefined,
  };
  if (request.vendor === SEA_LOTTERY) query.lottoMode = SEA_LOTTO_MODE;
  if (request.vendor === VIETNAM_LOTTERY) query.lottoArea = VIETNAM_AREA;
  return query;
}
