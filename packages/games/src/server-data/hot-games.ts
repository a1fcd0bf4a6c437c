import { platformApi } from '@lotto/app-core/server-data';
import { HOT_GAMES_IS_PLATFORM } from '../constants';
import { readGameItems, type GameItem } from './game-item';

/**
 * `GET /wps/relay/GCSGAME_hotGamesV2` (GAMELOHOT3, no token, silent): `merchantCode`,
 * `isPlatform=2`, `vassalage` empty (every vendor), `platform=html5`, `language`; `value.list`, game
 * items. Cached per merchant and language.
 */
export const hotGamesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    hotGames: build.query<GameItem[], { merchantCode: string; language: string }>({
      query: ({ merchantCode, language }) => ({
        path: '/wps/relay/GCSGAME_hotGamesV2',
        query: { merchantCode, isPlatform: HOT_GAMES_IS_PLATFORM, vassalage: '', platform: 'html5', language },
      }),
      transformResponse: (value: { list?: unknown } | null) => readGameItems(value?.list),
    }),
  }),
});

export const { useHotGamesQuery } = hotGamesApi;
