import { Hono } from 'hono';

/** Where the app asks for the mini game's script (spec 001 §4): `/mini-game/{v1|s1}/minigame.js`. */
export const MINI_GAME_BASE_PATH = '/mini-game';

/** What each variant's stand-in offers to start: the lottery its merchant seeds (seed/games.ts). */
const VARIANTS: Readonly<Record<string, { name: string; vendor: string; code: string; prizeMode: string }>> = {
  v1: { name: 'Lucky 5D', vendor: 'TCG_LOTTO', code: 'TCG_LOTTO_5D', prizeMode: 'Higher' },
  s1: { name: 'SEA North', vendor: 'TCG_SEA', code: 'SEA_NORTH', prizeMode: 'Higher' },
};

/**
 * A stand-in mini game that keeps the app's contract (packages/games, mini-game-script.ts): it
 * registers `window.LottoMiniGames[variant] = { mount }`; `mount` draws a card with the variant
 * and a "Play the lottery" button that calls `launch`, and returns its unmount. It counts its
 * mounts on `data-mini-game-mounts` of the container so a journey can see one open per click.
 */
function standInScript(variant: string): string {
  const game = VARIANTS[variant];
  return `(function () {
  var game = ${JSON.stringify(game)};
  var registry = (window.LottoMiniGames = window.LottoMiniGames || {});
  registry[${JSON.stringify(variant)}] = {
    mount: function (container, options) {
      var mounts = Number(container.getAttribute('data-mini-game-mounts') || '0') + 1;
      container.setAttribute('data-mini-game-mounts', String(mounts));
      var card = document.createElement('div');
      card.setAttribute('data-mini-game', ${JSON.stringify(variant)});
      var title = document.createElement('p');
      title.textContent = 'Stand-in mini game ' + ${JSON.stringify(variant)} + ': ' + game.name + ' (' + options.language + ')';
      var play = document.createElement('button');
      play.type = 'button';
      play.textContent = 'Play the lottery';
      play.addEventListener('click', function () {
        options.launch({ vendor: game.vendor, code: game.code, prizeMode: game.prizeMode });
      });
      card.append(title, play);
      container.append(card);
      return function () {
        card.remove();
      };
    },
  };
})();
`;
}

export function createMiniGameApp(): Hono {
  const app = new Hono();
  app.get('/:variant/minigame.js', (c) => {
    const variant = c.req.param('variant');
    if (!VARIANTS[variant]) return c.notFound();
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(standInScript(variant));
  });
  return app;
}
