import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_LANES, GamesStory } from '../testing/story-setup';
import { categoryGrid } from '../grouping/category-grid';
import { VendorTile } from './VendorTile';
import '../games.css';

const TILES = categoryGrid(STORY_LANES).flatMap((category) => category.vendors);
const PG = TILES.find((tile) => tile.vendor === 'PG');
const EVO = TILES.find((tile) => tile.vendor === 'EVO');
const JILI = TILES.find((tile) => tile.vendor === 'JILI');

interface TileDemoProps {
  vendor: 'PG' | 'EVO' | 'JILI';
  /** Without an icon (no CDN, or the card has none) a blank square keeps the grid. */
  withIcon: boolean;
  displayName?: string;
}

/** One vendor in a lane: its icon and name launch real play; a game with a free trial also offers one. */
function TileDemo({ vendor, withIcon, displayName }: TileDemoProps) {
  const tile = { PG, EVO, JILI }[vendor];
  if (!tile) return null;
  return (
    <GamesStory>
      <ul className="games-lane__tiles" style={{ padding: 16 }}>
        <VendorTile
          tile={displayName ? { ...tile, displayName } : tile}
          category={tile.gameType ?? 'RNG'}
          icon={withIcon ? (tile.icon ?? null) : null}
          backUrl="/m/game"
        />
      </ul>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Vendor tile',
  component: TileDemo,
  args: { vendor: 'PG', withIcon: true },
  argTypes: { vendor: { control: 'inline-radio', options: ['PG', 'EVO', 'JILI'] } },
} satisfies Meta<typeof TileDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slot vendor with a free trial. */
export const WithTrial: Story = {};

/** A live casino vendor: real play only. */
export const WithoutTrial: Story = { args: { vendor: 'EVO' } };

/** A vendor with games of its own: the tile opens its page and says how many games it has. */
export const WithItsOwnGames: Story = { args: { vendor: 'JILI' } };

export const NoIcon: Story = { args: { withIcon: false } };

/** A long display name wraps under the icon. */
export const LongName: Story = { args: { displayName: 'Pocket Games Soft Premium Slots' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
