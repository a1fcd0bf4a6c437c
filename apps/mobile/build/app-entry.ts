import type { Plugin } from 'vite';

/** The entry script tag and the module preload links Vite writes into the page's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** Where the page names its files without fetching them: the entry, and the modules it imports. */
const ENTRY_NAME = 'app-entry';
const MODULE_NAME = 'app-module';
/** Starts the app anyway when no paint is reported this long after the HTML is parsed (a page prerendered or frozen unseen). */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Starts the app once the first screen has been painted, not before. The prerendered shell, its
 * styles and its artwork are all in the HTML, so the first paint needs no script, and scripts that
 * arrive before it compete with it (and a lab measure such as Lighthouse's counts every script
 * that finished before the largest paint as needed by it). The paint is known from the Paint
 * Timing API's first entry, which neither timers nor a test's fake clock hold up; a browser
 * without it waits until its second animation frame, which comes after the first has been drawn;
 * a hidden page, which draws nothing, starts at once. The entry's own imports are preloaded at the
 * same moment, as Vite's links would have been. The cost: on a slow phone the app's files are asked
 * for once the shell has been drawn rather than while it is (README, "First screen"). ES5: the
 * oldest phones run it.
 */
export const APP_ENTRY_SCRIPT =
  `(function(){var d=document,h=d.head,w=window,started=false;` +
  `function add(e,a){for(var k in a)e[k]=a[k];h.appendChild(e)}` +
  `function go(){if(started)return;started=true;var m=d.querySelectorAll("meta[name=${MODULE_NAME}]");` +
  `for(var i=0;i<m.length;i++)add(d.createElement("link"),{rel:"modulepreload",crossOrigin:"",href:m[i].content});` +
  `add(d.createElement("script"),{type:"module",crossOrigin:"",src:d.querySelector("meta[name=${ENTRY_NAME}]").content})}` +
  `if(d.visibilityState==="hidden")return go();` +
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){` +
  `new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
  `setTimeout(go,${FIRST_PAINT_WAIT_MS});return}}catch(e){}` +
  `if(w.requestAnimationFrame)w.requestAnimationFrame(function(){w.requestAnimationFrame(go)});else go()})()`;

/** The page with its entry and module preloads named but not fetched, and APP_ENTRY_SCRIPT at the end of the body to start them. */
export function deferEntry(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('index.html has no module entry script to start after the first paint');
  return html
    .replace(entry[0], `<meta name="${ENTRY_NAME}" content="${entry[1]}">`)
    .replace(MODULE_PRELOAD, (_link, href: string) => `<meta name="${MODULE_NAME}" content="${href}">`)
    .replace('</body>', `<script>${APP_ENTRY_SCRIPT}</script></body>`);
}

/** In a build, the app starts after the first paint (the dev server keeps Vite's own tags). */
export function deferEntryPlugin(): Plugin {
  return {
    name: 'defer-app-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferEntry(html) },
  };
}
