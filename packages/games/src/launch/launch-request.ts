import { LOTTERY_PREFIX, SEA_LOTTERY } from '../constants';

/**
 * One launch, as `/m/launchGame`'s address carries it (spec 001 §2: `prize_mode` or `vendor`,
 * `code`, `playType`, `backUrl`, `lottoView`). A free trial adds `trialGameId` and `nodeId` (ours).
 */
export interface LaunchRequest {
  vendor: string;
  code: string;
  prizeMode: string;
  playType: string;
  lottoView: 'betting' | 'lobby' | '';
  backUrl: string;
  /** An explicit language for the game (`language`); empty: the interface's, or VI for the Vietnam lottery. */
  language: string;
  trial: { gameId: string; nodeId: string } | null;
}

const FIELDS = {
  vendor: 'vendor',
  code: 'code',
  prizeMode: 'prize_mode',
  playType: 'playType',
  lottoView: 'lottoView',
  backUrl: 'backUrl',
  language: 'language',
  trialGameId: 'trialGameId',
  nodeId: 'nodeId',
} as const;

function view(value: string | null): LaunchRequest['lottoView'] {
  return value === 'betting' || value === 'lobby' ? value : '';
}

export function readLaunchRequest(search: string): LaunchRequest {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name)?.trim() ?? '';
  const gameId = get(FIELDS.trialGameId);
  const nodeId = get(FIELDS.nodeId);
  return {
    vendor: get(FIELDS.vendor).toUpperCase(),
    code: get(FIELDS.code),
    prizeMode: get(FIELDS.prizeMode),
    playType: get(FIELDS.playType),
    lottoView: view(params.get(FIELDS.lottoView)),
    backUrl: get(FIELDS.backUrl),
    language: get(FIELDS.language).toUpperCase(),
    trial: gameId && nodeId ? { gameId, nodeId } : null,
  };
}

/** The `/m/launchGame` query for a request; empty fields stay out. */
export function launchSearch(request: Partial<LaunchRequest>): string {
  const params = new URLSearchParams();
  const add = (name: string, value: string | undefined) => void (value ? params.set(name, value) : undefined);
  add(FIELDS.vendor, request.vendor);
  add(FIELDS.code, request.code);
  add(FIELDS.prizeMode, request.prizeMode);
  add(FIELDS.playType, request.playType);
  add(FIELDS.lottoView, request.lottoView);
  add(FIELDS.backUrl, request.backUrl);
  add(FIELDS.language, request.language);
  add(FIELDS.trialGameId, request.trial?.gameId);
  add(FIELDS.nodeId, request.trial?.nodeId);
  return params.toString();
}

/** Spec 001 §4: the lottery launches (two vendors, with the Vietnam variant); a prize mode alone means the TCG lottery. */
export function isLottery(request: Pick<LaunchRequest, 'vendor' | 'prizeMode'>): boolean {
  if (!request.vendor) return request.prizeMode !== '';
  return request.vendor.startsWith(LOTTERY_PREFIX) || request.vendor === SEA_LOTTERY;
}

/** Real-money play needs a session; a free trial does not (spec 001 §6). */
export function needsSession(request: LaunchRequest): boolean {
  return request.trial === null;
}
