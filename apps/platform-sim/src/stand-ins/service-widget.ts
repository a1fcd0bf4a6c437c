import { Hono } from 'hono';
import { SERVICE_SCRIPT_OTHER, SERVICE_SCRIPT_SELF } from '../seed/placeholders';

/**
 * The stand-in widget records each run with its own address in `window.__simServiceWidget`, where
 * a journey reads how often and from where it ran (a merchant's real widget would draw its chat
 * bubble instead).
 */
const WIDGET =
  '(function(){var w=window.__simServiceWidget=window.__simServiceWidget||{runs:[]};' +
  'var s=document.currentScript;w.runs.push({src:s&&s.src,id:s&&s.id,merchant:s&&s.getAttribute("data-merchant")});})();';

export function createServiceWidgetApp(): Hono {
  const app = new Hono();
  app.get('/widget.js', (c) => c.body(WIDGET, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }));
  return app;
}

/** A merchant's service-script HTML with its placeholders filled for this request. */
export function serviceScriptHtml(template: string, self: string, other: string): string {
  return template.replaceAll(SERVICE_SCRIPT_SELF, self).replaceAll(SERVICE_SCRIPT_OTHER, other);
}
