/**
 * One game as the platform's game lists carry it (`GCSGAME_gameList`'s `games`, the hot games, the
 * favourites list, recently played; docs/platform-calls.md, Games), read into one shape. The
 * icon is `showIcon`, else `iconUrl`, else `defaultIcon`; the name `displayName`, else `gameName`,
 * else `nodeName`. `gameCode`, `gameId` and `prizeMode` are ours (the simulator sends them); a game
 * without a code launches by its node id.
 */
export interface GameItemWire {
  showIcon?: string;
  iconUrl?: string;
  defaultIcon?: string;
  displayName?: string;
  gameName?: string;
  nodeName?: string;
  nodeId?: string | number;
  vassalage?: string;
  /** The winners board names the vendor so. */
  vendor?: string;
  gameType?: string;
  gameCode?: string;
  gameId?: string | number;
  prizeMode?: string;
}

export interface GameItem {
  nodeId: string;
  name: string;
  /** The vendor code, upper-cased. */
  vendor: string;
  gameType: string;
  /** Relative to the image CDN, or absolute. */
  icon?: string;
  /** What the launch sends as the game's code. */
  code: string;
  /** Present when the game offers a free trial. */
  trialId?: string;
  prizeMode?: string;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** A game item, or null when it lacks what a launch needs (a node id and a vendor). */
export function readGameItem(raw: unknown): GameItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const wire = raw as GameItemWire;
  const nodeId = text(wire.nodeId);
  const vendor = text(wire.vassalage ?? wire.vendor).toUpperCase();
  if (!nodeId || !vendor) return null;
  const icon = text(wire.showIcon) || text(wire.iconUrl) || text(wire.defaultIcon);
  const trialId = text(wire.gameId);
  const prizeMode = text(wire.prizeMode);
  return {
    nodeId,
    name: text(wire.displayName) || text(wire.gameName) || text(wire.nodeName) || nodeId,
    vendor,
    gameType: text(wire.gameType).toUpperCase(),
    code: text(wire.gameCode) || nodeId,
    ...(icon ? { icon } : {}),
    ...(trialId ? { trialId } : {}),
    ...(prizeMode ? { prizeMode } : {}),
  };
}

/** The readable games of a list; anything that is not a list is none. */
export function readGameItems(list: unknown): GameItem[] {
  return Array.isArray(list) ? list.map(readGameItem).filter((game): game is GameItem => game !== null) : [];
}
