// Loaded with the first screen that shows games (home's lanes once settled, /m/game, /m/launchGame).
import '@lotto/games/styles.css';
import { gamesFeature } from '@lotto/games';
import { addFeatureParts } from './join-feature';

// The slice's state appears with its first action; the games' components read it as absent until then.
addFeatureParts(gamesFeature);
