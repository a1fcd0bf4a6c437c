export { PATHS, HOME_PATHS, VISITOR_PATHS, isHomePath, normalisePath } from './paths';
export { STORAGE_KEYS } from './storage-keys';
export { readSessionInfo, writeSessionInfo, clearSessionInfo, takeTokenFromUrl, TOKEN_QUERY_NAMES } from './session-info';
export type { SessionInfo, TokenFromAddress } from './session-info';
export { TRACKED_QUERY_PARAMS, carryTrackedQuery, saveTrackedQuery, readSavedTrackedQuery } from './tracked-query';
export type { CarryOptions } from './tracked-query';
export { shouldNoIndex, applyRobotsMeta } from './noindex';
export { detectEnvironment, deviceHeader, readBrowserEnvironment, WEBCLIP_STORAGE_KEY } from './environment';
export type { RuntimeEnvironment, EnvironmentInputs } from './environment';
export { guardDecision } from './route-guard';
export type { GuardDecision } from './route-guard';
export { RouteGuard } from './RouteGuard';
export { useTrackedNavigate, useTrackedHref } from './use-tracked-navigate';
export type { TrackedNavigateOptions } from './use-tracked-navigate';
export type { ThunkExtra } from './thunk-extra';
export {
  commonSlice,
  loadCommonData,
  initialCommonState,
  selectCommon,
  selectCommonStatus,
  selectMerchantName,
  selectWhitelabelFlag,
  DEFAULT_GEETEST_VERSION,
  DEFAULT_PROFILE_ICON_COUNT,
} from './common-slice';
export type { CommonState, CommonData, LoadStatus, LoadCommonOptions } from './common-slice';
export {
  sessionSlice,
  sessionStarted,
  sessionEnded,
  loadMemberInfo,
  persistSession,
  selectSessionInfo,
  selectIsLoggedIn,
  selectMember,
  selectMemberType,
  VISITOR_MEMBER_TYPE,
} from './session-slice';
export type { SessionState } from './session-slice';
export {
  feedbackSlice,
  alertShown,
  alertDismissed,
  toastShown,
  toastDismissed,
  domainErrorShown,
  domainErrorDismissed,
  selectCurrentAlert,
  selectToasts,
  selectDomainError,
} from './feedback-slice';
export type { FeedbackState, AlertItem, ToastItem, DomainError, NewAlert, NewToast, AlertAction } from './feedback-slice';
export { OFFLINE_TOAST_MS, SLOW_NETWORK_TOAST_MS, STATUS_CALL_PATH } from './feedback-constants';
export { autoLoginSwitchedOff, rememberedLoginCleared } from './session-effects';
export { handleOutcome, watchConnectivity } from './handle-outcome';
export { FEEDBACK_NAMESPACE, feedbackMessages } from './locales';
export { loadRankProgress, vipProgress } from './rank-progress';
export { noPushBinding, PUSH_TOPIC_ALL } from './push-contract';
export type { PushBinding } from './push-contract';
export { isOldIosInstalledApp, rememberForOldIos, readOldIosRestore, forgetOldIosRestore } from './old-ios-restore';
export { FeedbackToasts } from './FeedbackToasts';
export { referralTarget, isAgent, loadAvailablePromotions, REWARD_CENTER_FLAG } from './referral';
export type { AvailablePromotions } from './referral';
