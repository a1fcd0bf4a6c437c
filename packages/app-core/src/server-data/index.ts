/**
 * @public Where every feature's cached, de-duplicated or polled server data joins (one file per
 * resource, `platformApi.injectEndpoints`; packages/api-client/README.md, "Server data"). No
 * production screen needs RTK Query yet: the first feature that does imports it from here.
 */
export { platformApi } from './platform-api';
