// The package's one stylesheet; the shell links the built copy as `@lotto/system/styles.css`.
import './system.css';

export {
  LINE_TEST_TIMEOUT_MS,
  MAX_LINES,
  FAILED_PINGS_BEFORE_LINE_SEARCH,
  ACCESS_DENIED_BODY_CLASS,
  REGISTRATION_INFO_STORAGE_KEY,
} from './constants';
export { SYSTEM_PATHS, LINE_LANDING_PATH } from './paths';
export { SYSTEM_NAMESPACE, systemMessages } from './locales';
export {
  systemSlice,
  initialSystemState,
  statusRequested,
  statusReceived,
  statusFailed,
  connectionChecked,
  fasterLineSearchStarted,
  fasterLineFound,
  fasterLineNotFound,
  fasterLineDismissed,
  selectSystem,
  selectSystemStatus,
  selectMaintenance,
  selectRegionRestriction,
  selectFirstCheckRunning,
  selectFasterLine,
} from './system-slice';
export type { SystemState, SystemStatusState, FasterLineSearch } from './system-slice';
export type { SystemRootState, SystemThunk, SystemDispatch } from './store-types';
export { selectBrandLogo, selectCustomerServiceUrl } from './selectors';
export { checkSystemStatus } from './status/check-system-status';
export { statusQuery } from './status/status-query';
export type { StatusQuerySources } from './status/status-query';
export { checkConnection } from './connectivity/check-connection';
export { searchFasterLine } from './connectivity/search-faster-line';
export { startSystemChecks } from './connectivity/start-system-checks';
export { SystemGate } from './SystemGate';
export type { SystemGateProps } from './SystemGate';
export { BrandSpinner } from './BrandSpinner';
export type { BrandSpinnerProps } from './BrandSpinner';
export { DomainErrorModal } from './DomainErrorModal';
export { FasterLineOffer } from './FasterLineOffer';
export { loadLineChooserRoute, LINE_CHOOSER_TITLE_KEY } from './lines/route';
export { drawLines } from './lines/draw-lines';
export type { DrawOptions } from './lines/draw-lines';
export { raceLines } from './lines/race-lines';
export type { LineResult, RaceOptions, RaceOutcome } from './lines/race-lines';
export { createLineTester } from './lines/line-tester';
export type { LineTester, LineTesterOptions, LineTestSnapshot, LineTestPhase } from './lines/line-tester';
