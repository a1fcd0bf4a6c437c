export { LAUNCH_GAME_TIMEOUT_MS, newGameVendor, gameTrialLaunch, launchGame } from './endpoints-games';
export type { LaunchGameQuery } from './endpoints-games';
