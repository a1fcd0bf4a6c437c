import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { cannedApi } from '@lotto/api-client/testing';
import type { ApiResult } from '@lotto/api-client';
import type { Lane } from '../server-data/game-lanes';
import type { GamesState } from '../games-slice';
import { createGamesStore } from './create-games-store';
import { SAMPLE_LANES } from './sample-lanes';

/** A member for stories that need a session (real-money play, the mini game). */
const STORY_MEMBER = { id: 7, token: 'story', merchantCode: 'demo', userName: 'player01', type: 0, firstTimeLogin: false };

const COLOURS = ['#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#b45309', '#0e7490'];

/** A vendor's icon as the CDN would serve it: a coloured square with its code, inline so stories need no server. */
function iconFor(vendor: string, index: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="24" fill="${COLOURS[index % COLOURS.length]}"/><text x="64" y="72" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${vendor.slice(0, 10)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The sample lanes with inline icons. */
export const STORY_LANES: Lane[] = SAMPLE_LANES.map((lane, laneIndex) => ({
  ...lane,
  cards: (lane.cards ?? []).map((card, cardIndex) => ({ ...card, icon: iconFor(String(card.accountTypeName), laneIndex + cardIndex) })),
}));

type Answer = ApiResult | (() => ApiResult | Promise<ApiResult>);

interface GamesStoryProps {
  children: ReactNode;
  /** The platform's answers by path; a path without one answers a failure. */
  answers?: Record<string, Answer>;
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
