import { STORAGE_KEYS } from '@lotto/app-core/storage-keys';
import { DARK_SCHEME_QUERY, THEME_CHOSEN_EVENT } from '@lotto/app-core/theme-choice';

/** The browser bar's light colour names this query beside the dark one's: only the app's head script needs it. */
const LIGHT_SCHEME_QUERY = '(prefers-color-scheme: light)';

/** The browser bar's colour on each page. */
export interface ThemeColours {
  light: string;
  dark: string;
}

/**
 * index.html's head script that puts on the colour theme the player chose on the account page (spec
 * 001 §9: light unless chosen; app-core's theme-choice.ts) before the body parses, so a dark page
 * never flashes light, and sets the browser bar's colour to match: one `theme-color` for a fixed
 * choice, one per `prefers-color-scheme` for the device's. It stays on the page to follow the device
 * while the choice is 'device', a choice made on the account page (its event carries the choice,
 * storage may be blocked) and one made in another tab. Blocked storage leaves it light. In the
 * syntax of the oldest browsers the app serves (no arrow, no `includes`; MediaQueryList's
 * `addListener`, which Safari 12 has and its `addEventListener` not).
 */
export function themeScript(colours: ThemeColours): string {
  const args = [STORAGE_KEYS.theme, DARK_SCHEME_QUERY, LIGHT_SCHEME_QUERY, THEME_CHOSEN_EVENT, colours].map((arg) => JSON.stringify(arg));
  return (
    `(function(k,q,l,e,c){var d=document,r=d.documentElement,h=d.head,m=window.matchMedia&&matchMedia(q),n;` +
    `function kept(){var v;try{v=localStorage.getItem(k)}catch(x){}return v==="dark"||v==="device"?v:"light"}` +
    `function bar(t,w){var o=d.createElement("meta");o.name="theme-color";o.content=c[t];if(w)o.setAttribute("media",w);h.appendChild(o)}` +
    `function put(){var o=h.querySelectorAll('meta[name="theme-color"]'),i,t=n==="device"?(m&&m.matches?"dark":"light"):n;` +
    `r.setAttribute("data-theme",t);for(i=0;i<o.length;i++)h.removeChild(o[i]);` +
    `if(n==="device"){bar("light",l);bar("dark",q)}else bar(t)}` +
    `n=kept();put();if(m&&m.addListener)m.addListener(put);` +
    `addEventListener(e,function(x){n=x.detail||kept();put()});addEventListener("storage",function(){n=kept();put()})})` +
    `(${args.join(',')})`
  );
}
