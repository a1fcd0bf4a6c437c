// Loaded by mini-game-loader.ts once a logged-in player of a merchant with the widget is seen.
import '@lotto/games/styles.css';
import { gamesFeature } from '@lotto/games';
import type { ShellContext } from './shell-context';
import { startLateFeature } from './late-feature';

/** The widget in a root of its own: it floats over every page and keeps its place as pages change. */
export function startMiniGameFeature(shell: ShellContext): void {
  startLateFeature(gamesFeature, shell);
}
