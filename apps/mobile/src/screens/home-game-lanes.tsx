// The lanes' chunk for home: the games feature joins the store and the texts with it.
import '../store/games-feature';

export { GameLanes as default } from '@lotto/games';
