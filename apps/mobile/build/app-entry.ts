import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '@lotto/app-core/storage-keys';
import { EARLY_ANSWERS_GLOBAL } from '@lotto/app-core/early-answers';
import { EARLY_ASKS, type EarlyAsk } from './early-asks';
import { routeFiles, type ChunkInfo, type RouteFiles } from './route-files';
import { textsFileLanguage } from './texts-chunks';
import { FIRST_SCREEN_ATTRIBUTE } from './first-screen-route';

/** The entry script tag and the module preload links Vite writes into the page's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** Where the page names its files without fetching them: the entry, and the modules it imports. */
const ENTRY_NAME = 'app-entry';
const MODULE_NAME = 'app-module';
/** The data block naming each first screen's files and each language's texts (build/route-files.ts). */
export const ROUTE_FILES_ID = 'app-files';
/** Starts the app anyway when no paint is reported this long after the HTML is parsed (a page prerendered or frozen unseen). */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Starts the app once the first screen has been painted, not before. The prerendered shell, its
 * styles and its artwork are all in the HTML, so the first paint needs no script, and scripts that
 * arrive before it compete with it (and a lab measure such as Lighthouse's counts every script
 * that finished before the largest paint as needed by it). The paint is known from the Paint
 * Timing API's first entry, which neither timers nor a test's fake clock hold up; a browser
 * without it waits until its second animation frame, which comes after the first has been drawn;
 * a hidden page, which draws nothing, starts at once, and so does a page the service worker
 * answers (a repeat visit): its files come from the worker's cache, no byte of them from the line
 * the first paint would share, so waiting for the paint only made the player wait (issue 29); a
 * lab run of a first visit has no worker and keeps the wait. The entry's own imports are preloaded at the
 * same moment, as Vite's links would have been, and so are the files the entry would otherwise ask
 * for one wave after another (issue 29): the first screen's own modules and stylesheets (the
 * login page's, for /m/login) and its texts in the player's language, resolved as i18n's
 * `initialLanguage` does (a stored choice, else the browser's first language, else the merchant's
 * first), all named in the page's data block (build/route-files.ts). Ahead of them go the platform calls the
 * first screen would otherwise ask for only once the entry has run (build/early-asks.ts: home's
 * banner list), with the headers the app's own call sends, for the app to adopt: first, so that a
 * small answer is not queued behind the files for one of the six connections of a slow line; the
 * first home banner's image is preloaded as soon as the list names it. Not in an installed app, whose calls carry a
 * Device header this script does not know. The cost: on a slow phone
 * the app's files are asked for once the shell has been drawn rather than while it is (README,
 * "First screen"). ES5: the oldest phones run it.
 */
export const APP_ENTRY_SCRIPT =
  `(function(){var d=document,h=d.head,w=window,started=false;` +
  `function add(e,a){for(var k in a)e[k]=a[k];h.appendChild(e)}` +
  `function lang(a){var v=null,n=w.navigator||{},x,p,c,j;try{v=w.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)})}catch(e){}` +
  `if(!v)v=n.languages&&n.languages[0];if(!v)return a[0];` +
  `x=String(v).replace(/^\\s+|\\s+$/g,"").toUpperCase().replace("_","-");p=x.split("-")[0];` +
  `c=p==="ZH"?["CN"]:p==="TL"||p==="PH"||p==="FIL"?["TY"]:[x,p];` +
  `for(j=0;j<c.length;j++)if(a.indexOf(c[j])>=0)return c[j];return a[0]}` +
  `function screen(){return d.documentElement.getAttribute(${JSON.stringify(FIRST_SCREEN_ATTRIBUTE)})||"home"}` +
  `function files(r){var s=screen(),t=r.texts[lang(r.languages)]||{};` +
  `return(t["*"]||[]).concat(t[s]||[],r.routes[s]||[])}` +
  `function standalone(){try{return w.navigator.standalone===true||w.matchMedia("(display-mode: standalone)").matches}catch(e){return false}}` +
  `function ask(r){var q=(r.asks&&r.asks[screen()])||[],n=w.navigator||{},i;if(!w.fetch||!w.Promise||standalone())return;` +
  `for(i=0;i<q.length;i++)(function(k){var hd={Merchant:r.merchant,Language:lang(r.languages),ModuleId:k.moduleId},a;` +
  `try{hd["X-Real-UA"]=w.btoa(n.userAgent)}catch(e){}` +
  `a=w.fetch(k.url,{credentials:"include",headers:hd});(w.${EARLY_ANSWERS_GLOBAL}=w.${EARLY_ANSWERS_GLOBAL}||[]).push({url:k.url,headers:hd,answer:a});` +
  `if(k.image)a.then(function(x){return x.clone().json()}).then(function(j){var v=j&&j.value&&j.value[k.image.list],m;` +
  `for(m=0;v&&m<v.length;m++)if(v[m]&&v[m].groupName===k.image.group){` +
  `if(/^(https?:\\/\\/|\\/[^\\/])/.test(v[m].url))add(d.createElement("link"),{rel:"preload",as:"image",href:v[m].url});return}})["catch"](function(){})})(q[i])}` +
  `function controlled(){try{return!!w.navigator.serviceWorker.controller}catch(e){return false}}` +
  `function go(){if(started)return;started=true;var m=d.querySelectorAll("meta[name=${MODULE_NAME}]"),` +
  `f=d.getElementById&&d.getElementById("${ROUTE_FILES_ID}"),l=[],r=null,i;` +
  `if(f)try{r=JSON.parse(f.textContent)}catch(e){}` +
  `if(r)try{ask(r)}catch(e){}` +
  `add(d.createElement("script"),{type:"module",crossOrigin:"",src:d.querySelector("meta[name=${ENTRY_NAME}]").content});` +
  `for(i=0;i<m.length;i++)l.push(m[i].content);` +
  `if(r)try{l=l.concat(files(r))}catch(e){}` +
  `for(i=0;i<l.length;i++)add(d.createElement("link"),/\\.css$/.test(l[i])?{rel:"preload",as:"style",crossOrigin:"",href:l[i]}:{rel:"modulepreload",crossOrigin:"",href:l[i]})}` +
  `if(d.visibilityState==="hidden"||controlled())return go();` +
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){` +
  `new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
  `setTimeout(go,${FIRST_PAINT_WAIT_MS});return}}catch(e){}` +
  `if(w.requestAnimationFrame)w.requestAnimationFrame(function(){w.requestAnimationFrame(go)});else go()})()`;

/** What the start script reads from the page's data block: each first screen's files, and the calls it asks early with the merchant's code. */
export interface StartData extends RouteFiles {
  merchant?: string;
  asks?: Record<string, EarlyAsk[]>;
}

/**
 * The page with its entry and module preloads named but not fetched, each first screen's files and
 * early calls in a data block (no script runs it, so the policy need not allow it), and
 * APP_ENTRY_SCRIPT at the end of the body to start them.
 */
export function deferEntry(html: string, files?: StartData): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('index.html has no module entry script to start after the first paint');
  const data = files
    ? `<script type="application/json" id="${ROUTE_FILES_ID}">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`
    : '';
  return html
    .replace(entry[0], `<meta name="${ENTRY_NAME}" content="${entry[1]}">`)
    .replace(MODULE_PRELOAD, (_link, href: string) => `<meta name="${MODULE_NAME}" content="${href}">`)
    .replace('</head>', `${data}</head>`)
    .replace('</body>', `<script>${APP_ENTRY_SCRIPT}</script></body>`);
}

/**
 * In a build, the app starts after the first paint with every file of the address's first screen
 * and its early calls asked for at once (the dev server keeps Vite's own tags). `merchant`: the
 * Merchant header's value; `languages`: the merchant's, default first.
 */
export function deferEntryPlugin(merchant: string, languages: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'defer-app-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunks = Object.values(context.bundle ?? {}).filter((output): output is typeof output & ChunkInfo => output.type === 'chunk');
        return deferEntry(html, { ...routeFiles(chunks, base, languages, textsFileLanguage), merchant, asks: EARLY_ASKS });
      },
    },
  };
}
