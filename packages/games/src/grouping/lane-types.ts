/**
 * The lanes `GCSGAME_newGameVendor` answers (spec 001 §3, protocol.md "Games"). Only the title and
 * the cards are certain; the rest is optional because deployments differ.
 */
export interface GameCard {
  /** The vendor code as the specification names it. */
  accountTypeName?: string;
  /** The vendor code as the live platform sends it (protocol.md): either spelling is accepted. */
  vassalage?: string;
  displayName: string;
  gameType?: string;
  /** Icon address, relative to the image CDN or absolute. */
  icon?: string;
  gameCode?: string;
  nodeId?: string | number;
  /** Present when the game offers a free trial. */
  gameId?: string | number;
  /** Lottery prize mode, for the launch call's `lottoPrizeMode`. */
  prizeMode?: string;
}

export interface GameClassify {
  displayName?: string;
  key?: string;
  gameCount?: number;
  vendors?: string[];
}

export interface Lane {
  /** The game category: RNG, LIVE, FISH, SPORTS, PVP, ELOTT, LOTT, … */
  title: string;
  cards?: GameCard[];
  gameClassify?: GameClassify[];
  gameCount?: number;
}
