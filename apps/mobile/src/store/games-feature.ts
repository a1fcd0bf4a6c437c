// Loaded with the first screen that shows games (home's lanes once settled, /m/game, /m/launchGame).
import '@lotto/games/styles.css';
import { registerNamespace } from '@lotto/i18n';
import { GAMES_NAMESPACE, gamesMessages, gamesSlice } from '@lotto/games';
import { rootReducer } from './create-store';
import './server-data';

// The slice's state appears with its first action; the games' components read it as absent until then.
registerNamespace(GAMES_NAMESPACE, gamesMessages);
rootReducer.inject(gamesSlice);
