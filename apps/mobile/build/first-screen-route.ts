import { HOME_PATHS, PATHS } from '@lotto/app-core/paths';
import { TAB_BAR_ATTRIBUTE, TAB_SECTIONS, WITHOUT_TAB_BAR } from '../src/frame/frame-rules';
import { EARLY_INSTALL_KEEPER } from '../src/early/early-install-event';

/**
 * index.html is one page for every route, yet its prerendered shell has three first screens (home,
 * login, any other page: app/FirstScreenShell). This script, inline in the head, names the one the
 * address asks for on <html> before the body parses, and the stylesheet shows only that one: the
 * login page never flashes home's skeleton, and its artwork paints from the HTML. A path the app
 * does not know leads home, so it gets home's; where the script cannot run, home's shows too.
 * It also marks whether the address has the tab bar, and which tab is current, as the app's frame
 * rules say (src/frame/frame-rules.ts: `frameOf`), so the tab bar is there from the first paint.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The paths of the app's inner pages, lower case: each shows a title bar first. */
function innerPaths(): string[] {
  return Object.values(PATHS)
    .filter((path) => path !== PATHS.login && !HOME_PATHS.includes(path))
    .map((path) => path.toLowerCase());
}

/**
 * The script's text, in the syntax of the oldest browsers the app serves (no arrow, no `includes`).
 * It reads the path as the router matches it: in any case, with or without a closing slash. The
 * colour theme has a script of its own (build/theme-script.ts). It also keeps Chromium's install
 * offer (`beforeinstallprompt`), which may come before the entry has loaded, for the install
 * feature (src/early/early-install-event.ts, whose `Keeper` this writes).
 */
export function firstScreenScript(): string {
  const attribute = JSON.stringify(FIRST_SCREEN_ATTRIBUTE);
  const login = JSON.stringify(PATHS.login.toLowerCase());
  const bare = JSON.stringify(WITHOUT_TAB_BAR.map((path) => path.toLowerCase()));
  const sections = JSON.stringify(TAB_SECTIONS.flatMap(([tab, bases]) => bases.map((base) => [base.toLowerCase(), tab])));
  return (
    `(function(w,k){k=w[${JSON.stringify(EARLY_INSTALL_KEEPER)}]={e:null};k.f=function(e){e.preventDefault();k.e=e};` +
    `if(w.addEventListener)w.addEventListener("beforeinstallprompt",k.f)})(this);` +
    `(function(p,i,n,s){p=p.toLowerCase().replace(/(.)\\/$/,"$1");var d=document.documentElement,t="",j,b;` +
    `d.setAttribute(${attribute},p===${login}?"login":i.indexOf(p)>=0?"page":"home");` +
    `if(n.indexOf(p)>=0)return;` +
    `for(j=0;j<s.length;j++){b=s[j][0];if(p===b||(b!=="/"&&p.indexOf(b+"/")===0))t=s[j][1]}` +
    `d.setAttribute(${JSON.stringify(TAB_BAR_ATTRIBUTE)},t)})` +
    `(location.pathname,${JSON.stringify(innerPaths())},${bare},${sections})`
  );
}
