import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import type { ApiResult } from '@lotto/api-client';
import type { Lane } from '../server-data/game-lanes';
import type { GamesState } from '../games-slice';
import { createGamesStore } from './create-games-store';
import { SAMPLE_LANES } from './sample-lanes';
import { SAMPLE_GAMES, SAMPLE_WINNERS } from './sample-games';

/** A member for stories that need a session (real-money play, the mini game). */
const STORY_MEMBER = { id: 7, token: 'story', merchantCode: 'demo', userName: 'player01', type: 0, firstTimeLogin: false };

const COLOURS = ['#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#b45309', '#0e7490'];

/** A vendor's icon as the CDN would serve it: a coloured square with its code, inline so stories need no server. */
function iconFor(vendor: string, index: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="24" fill="${COLOURS[index % COLOURS.length]}"/><text x="64" y="72" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${vendor.slice(0, 10)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A game's icon as the CDN would serve one: a glowing tile with a golden star, inline so stories need no server. */
function gameIconFor(index: number): string {
  const colour = COLOURS[index % COLOURS.length] as string;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="${colour}"/><circle cx="50" cy="50" r="34" fill="#fff" opacity="0.15"/><polygon points="50,18 59,41 84,41 64,56 71,80 50,66 29,80 36,56 16,41 41,41" fill="#fcc419" stroke="#7a4a00" stroke-width="3"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The sample games with inline icons, in the platform's list shape. */
export const STORY_GAMES = SAMPLE_GAMES.map((game, index) => ({ ...game, iconUrl: gameIconFor(index) }));

/** The sample winners with the story games' inline icons. */
export const STORY_WINNERS = SAMPLE_WINNERS.map((row, index) => ({ vo: { ...row.vo, iconUrl: gameIconFor(index) } }));

/** The sample lanes with inline icons. */
export const STORY_LANES: Lane[] = SAMPLE_LANES.map((lane, laneIndex) => ({
  ...lane,
  cards: (lane.cards ?? []).map((card, cardIndex) => ({ ...card, icon: iconFor(String(card.accountTypeName), laneIndex + cardIndex) })),
}));

type Answer = CannedAnswers[string];

interface GamesStoryProps {
  children: ReactNode;
  /** The platform's answers by path; a path without one answers a failure. */
  answers?: CannedAnswers;
  games?: Partial<GamesState>;
  whitelabelVal?: Record<string, boolean>;
  member?: boolean;
  path?: string;
}

/** A story's store (with the platform's answers), and a router at `path`. */
export function GamesStory({ children, answers = {}, games = {}, whitelabelVal = {}, member = false, path = '/m/game' }: GamesStoryProps) {
  const [store] = useState(() =>
    createGamesStore(games, { api: cannedApi(answers), whitelabelVal, session: member ? STORY_MEMBER : null, imageCDNs: [] }),
  );
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
}

/** A call that never answers: the loading states. */
export const NEVER: Answer = () => new Promise<ApiResult>(() => undefined);
