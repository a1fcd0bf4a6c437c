import { Hono } from 'hono';

/** Where the stand-in game page lives, on the other loopback origin than the app (routes/games.ts). */
export const GAME_PAGE_BASE_PATH = '/sim-games';
const PLAY_PATH = '/play';

/** What the stand-in page shows, so a journey can read which launch opened it. */
export interface GamePageQuery {
  vendor: string;
  code: string;
  view: string;
  area: string;
  mode: string;
  language: string;
  player: string;
}

/** The game address a launch answers; `ticket` stands for the provider's one-time token a real game address carries. */
export function gamePageUrl(origin: string, query: GamePageQuery): string {
  const params = new URLSearchParams({ ...query, ticket: crypto.randomUUID() });
  return `${origin}${GAME_PAGE_BASE_PATH}${PLAY_PATH}?${params.toString()}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A stand-in game: it shows what it was launched with and, when asked (its Close button), posts
 * the close message providers send to the page that framed them: `{ type: 'close' }`.
 */
function gamePage(query: Record<string, string>): string {
  const rows = ['vendor', 'code', 'view', 'area', 'mode', 'language', 'player']
    .map((key) => `<dt>${key}</dt><dd data-field="${key}">${escapeHtml(query[key] ?? '')}</dd>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Stand-in game</title>
<style>body{font-family:sans-serif;margin:0;padding:16px;background:#14213d;color:#fff}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dd{margin:0}button{font-size:16px;padding:8px 16px}</style></head>
<body><h1>Stand-in game</h1><dl>${rows}</dl><button id="close" type="button">Close game</button>
<script>document.getElementById('close').addEventListener('click',function(){parent.postMessage({type:'close'},'*')});</script></body></html>`;
}

export function createGamePageApp(): Hono {
  const app = new Hono();
  app.get(PLAY_PATH, (c) => c.html(gamePage(c.req.query())));
  return app;
}
