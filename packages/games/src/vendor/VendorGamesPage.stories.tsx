import type { Meta, StoryObj } from '@storybook/react-vite';
import { gameListAnswer } from '../testing/sample-games';
import { GamesStory, NEVER, STORY_GAMES, STORY_LANES } from '../testing/story-setup';
import { VendorGamesPage } from './VendorGamesPage';
import '../games.css';

type PageState = 'full' | 'loading' | 'emptySearch' | 'failed' | 'noGames';

const LIST = '/wps/relay/GCSGAME_gameList';
const LANES = { '/wps/relay/GCSGAME_newGameVendor': { success: true, status: 200, value: { data: { lanes: STORY_LANES } } } } as const;
const PATH = '/m/game/vendor?vendor=JILI&gameType=RNG';

const LIST_ANSWERS = {
  full: gameListAnswer(STORY_GAMES),
  loading: NEVER,
  emptySearch: gameListAnswer(STORY_GAMES),
  failed: { success: false, status: 502, value: null },
  noGames: gameListAnswer([]),
} as const;

/** A vendor's games page over the platform's game list (`GCSGAME_gameList`), 24 a page. */
function VendorDemo({ state, member }: { state: PageState; member: boolean }) {
  return (
    <GamesStory
      member={member}
      path={state === 'emptySearch' ? `${PATH}&q=zzz` : PATH}
      answers={{
        ...LANES,
        [LIST]: LIST_ANSWERS[state],
        '/wps/relay/MCSFE_getFavoriteGames': { success: true, status: 200, value: [10_002, 10_004] },
        '/wps/relay/MCSFE_addFavoriteGameV2': { success: true, status: 200, value: null },
        '/wps/relay/MCSFE_removeFavoriteGameV2': { success: true, status: 200, value: null },
      }}
    >
      <div style={{ padding: 16, maxInlineSize: 420 }}>
        <VendorGamesPage />
      </div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Vendor games page',
  component: VendorDemo,
  parameters: { layout: 'fullscreen' },
  args: { state: 'full', member: false },
  argTypes: { state: { control: 'inline-radio', options: ['full', 'loading', 'emptySearch', 'failed', 'noGames'] } },
} satisfies Meta<typeof VendorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 24 of 60 games, the next as the list's end comes near; a visitor's heart asks to log in. */
export const Full: Story = {};

/** A member's favourites are filled hearts; a tap turns one at once. */
export const Member: Story = { args: { member: true } };

/** The first page's skeleton. */
export const Loading: Story = { args: { state: 'loading' } };

/** A search that finds nothing: say so, and clear it. */
export const EmptySearch: Story = { args: { state: 'emptySearch' } };

export const NoGames: Story = { args: { state: 'noGames' } };

/** The list failed: a notice and a retry. */
export const Failed: Story = { args: { state: 'failed' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { member: true } };
