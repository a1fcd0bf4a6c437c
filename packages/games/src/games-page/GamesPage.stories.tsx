import type { Meta, StoryObj } from '@storybook/react-vite';
import { GamesStory, STORY_GAMES, STORY_LANES } from '../testing/story-setup';
import { GamesPage } from './GamesPage';
import '../games.css';

const ok = (value: unknown) => ({ success: true, status: 200, value });

/** /m/game: recent games (a member's), then the chips (All, Favourites, each category) over what they show. */
function PageDemo({ member, chip }: { member: boolean; chip: string }) {
  return (
    <GamesStory
      member={member}
      path={chip ? `/m/game?category=${chip}` : '/m/game'}
      answers={{
        '/wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes: STORY_LANES } }),
        '/wps/relay/GCS_recentGame': ok(STORY_GAMES.slice(0, 5)),
        '/wps/relay/MCSFE_getFavoriteGames': ok([10_003, 10_008]),
        '/wps/relay/MCSFE_getFavoriteGamesList': ok({ content: [STORY_GAMES[2], STORY_GAMES[7]], pageNum: 1, totalPages: 1 }),
      }}
    >
      <div style={{ padding: 16, maxInlineSize: 420 }}>
        <GamesPage />
      </div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Games page',
  component: PageDemo,
  parameters: { layout: 'fullscreen' },
  args: { member: false, chip: '' },
} satisfies Meta<typeof PageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: All (every category's vendors) and the categories. */
export const Visitor: Story = {};

/** A member: recently played above, a Favourites chip. */
export const Member: Story = { args: { member: true } };

export const Favourites: Story = { args: { member: true, chip: 'favourites' } };

/** One category chosen: its vendors as a grid. */
export const Category: Story = { args: { chip: 'RNG' } };

export const Urdu: Story = { globals: { language: 'UR' }, args: { member: true } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { member: true } };
