/**
 * Where every feature's cached, de-duplicated or polled server data joins: each resource file
 * (`src/server-data/<resource>.ts` in its package) injects its endpoints into `platformApi`
 * (packages/api-client/README.md, "Server data"). Only code that loads after the first screen
 * imports this entry, so RTK Query never rides on the first screen.
 */
export { platformApi } from './platform-api';
export { WALLET_BALANCE_TAG } from './tags';
export { followPageVisibility, selectPageVisible, WHILE_VISIBLE } from './page-visibility';
export type { ServerDataState } from './page-visibility';
