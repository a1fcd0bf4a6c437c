/**
 * A platform call index.html's start script asks for on a first screen beside the app's files, so
 * that its answer travels with them instead of one wave after (issue 29). It is asked exactly as
 * the app's own call asks it: the address, the module id, and the headers every call carries
 * (Merchant, Language, X-Real-UA); the app adopts the answer only when they all match
 * (`@lotto/app-core/early-answers`). `image`: the list in the answer's value and the group whose
 * first item's image the start script preloads.
 */
export interface EarlyAsk {
  url: string;
  moduleId: string;
  image?: { list: string; group: string };
}

/**
 * Home's banner list (popups' `listBanners`, `MCSFE_getListAnnouncements` type B, COMM3 without the
 * session), whose first home banner takes the artwork's place. `app-entry.test.ts` holds these to
 * the call the app makes (the app adopting the answer) and to the group home shows.
 */
export const EARLY_ASKS: Record<string, EarlyAsk[]> = {
  home: [
    {
      url: '/wps/relay/MCSFE_getListAnnouncements?platform=M&types=B',
      moduleId: 'COMM3',
      image: { list: 'banners', group: 'home' },
    },
  ],
};
