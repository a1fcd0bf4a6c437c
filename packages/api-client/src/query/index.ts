export { platformBaseQuery } from './base-query';
/**
 * @public `platformBaseQuery`'s type names them, so the declarations of every api built on it
 * (app-core's `platformApi` and what features inject into it) import them from here.
 */
export type { PlatformQueryArgs, PlatformQueryError } from './base-query';
