// The leaderboard's winners board, its own chunk: the games feature joins the store and the texts with it.
import '../store/games-feature';
import { WinnersBoard } from '@lotto/games';

export default WinnersBoard;
