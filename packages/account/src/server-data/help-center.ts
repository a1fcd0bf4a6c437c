import { platformApi } from '@lotto/app-core/server-data';
import { HELP_DEVICE } from '../constants';
import { readHelpSections, type HelpSection } from '../help-sections';

/**
 * The help centre (`GET /wps/system/helpCenter?lang&device`, COMM3, no token, silent: the page says
 * itself when it failed). The argument is the interface language: each language is its own entry,
 * so a change of language asks for its sections and going back shows the kept ones at once.
 */
const helpCenterApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    helpCenter: build.query<HelpSection[], string>({
      query: (lang) => ({ path: '/wps/system/helpCenter', query: { lang, device: HELP_DEVICE } }),
      transformResponse: (value: unknown) => readHelpSections(value),
    }),
  }),
});

export const { useHelpCenterQuery } = helpCenterApi;
