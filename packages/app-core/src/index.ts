export { PATHS, HOME_PATHS, isCredentialPath } from './paths';
export { STORAGE_KEYS } from './storage-keys';
export { THEME_CHOICES, DEFAULT_THEME_CHOICE, DARK_SCHEME_QUERY, THEME_CHOSEN_EVENT, themeChoiceOf, shownTheme } from './theme-choice';
export type { ThemeChoice } from './theme-choice';
export { keepsAcrossVisits, localStore, sessionStore } from './browser-storage';
export { readSessionInfo, clearSessionInfo, takeTokenFromUrl } from './session-info';
export type { SessionInfo } from './session-info';
export { TOKEN_QUERY_NAMES, withoutToken } from './without-token';
export { parseAddress, webAddress, secureAddress, mayCarryToken } from './web-address';
export { carryTrackedQuery, saveTrackedQuery, readSavedTrackedQuery } from './tracked-query';
export { applyRobotsMeta } from './noindex';
export { deviceHeader, readBrowserEnvironment } from './environment';
export type { RuntimeEnvironment } from './environment';
export { RouteGuard } from './RouteGuard';
export { leavePage } from './leave-page';
export { REDIRECT_QUERY, loginLeadingBack } from './route-guard';
export { TrackedRedirect } from './TrackedRedirect';
export { useTrackedNavigate, useTrackedHref } from './use-tracked-navigate';
export type { ThunkExtra } from './thunk-extra';
export { commonSlice, loadCommonData, initialCommonState, selectCommon, selectMerchantName } from './common-slice';
export { currentStatusQuery } from './status-query';
export { getSystemStatus } from './server-data/system-status';
export { displayCurrency } from './currency';
export type { CommonState } from './common-slice';
export { selectBrandLogo } from './brand-logo';
export type { BrandState } from './brand-slice';
export {
  sessionSlice,
  sessionStarted,
  sessionRestored,
  sessionEnded,
  loadMemberInfo,
  selectSessionInfo,
  selectIsLoggedIn,
  selectMember,
} from './session-slice';
export type { SessionState } from './session-slice';
export { startSessionPersistence } from './session-persistence';
export { overlaysSlice, overlayWanted, overlayClosed } from './overlays-slice';
/**
 * @public The queue's state: nothing imports it by name, but the declarations of a store that
 * holds the slice (a feature's test store, the shell's) name it, so it must stay reachable here.
 */
export type { OverlaysState } from './overlays-slice';
export { useAskedOverlay, useOverlayTurn, useOverlayWanted } from './use-overlay-turn';
export {
  feedbackSlice,
  alertShown,
  toastShown,
  domainErrorShown,
  domainErrorDismissed,
  selectCurrentAlert,
  selectDomainError,
} from './feedback-slice';
export type { FeedbackState, DomainError } from './feedback-slice';
export { SLOW_NETWORK_TOAST_MS } from './feedback-constants';
export { autoLoginSwitchedOff, rememberedLoginCleared, unauthorizedAnswered } from './session-effects';
export { handleOutcome, watchConnectivity } from './handle-outcome';
export { FEEDBACK_NAMESPACE, feedbackMessages } from './locales';
export { loadRankProgress, vipBenefitsShown, vipProgress } from './rank-progress';
export { playerRankProgress } from './server-data/rank-progress';
export type { RankProgressValue } from './server-data/rank-progress';
export { goToTarget, tableTarget } from './go-to-target';
export type { GoToContext, GoToTarget } from './go-to-target';
export {
  isOldIosInstalledApp,
  rememberForOldIos,
  readOldIosRestore,
  forgetOldIosRestore,
  oldIosResumeAddress,
  oldIosHomeAddress,
} from './old-ios-restore';
export { FeedbackToasts } from './FeedbackToasts';
export { loadAvailablePromotions, REWARD_CENTER_FLAG } from './available-promotions';
export { isAgent } from './member-type';
export { chatRequested, customerServiceRequested, selectHasCustomerService } from './customer-service';
export { selectChatAccess } from './chat-access';
export { selectTabBadges } from './tab-badge';
export type { TabBadgesState, TabId } from './tab-badge';
export { notificationsRequested } from './notifications';
export type { FeatureDescriptor, FeatureSlices, FeatureStore, ShellNavigation } from './feature';
