import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_LANES, GamesStory } from '../testing/story-setup';
import { groupVendors } from '../grouping/group-vendors';
import { VendorTile } from './VendorTile';
import '../games.css';

const TILES = groupVendors(STORY_LANES).sorting.flatMap((category) => category.tiles);
const PG = TILES.find((tile) => tile.vendor === 'PG');
const EVO = TILES.find((tile) => tile.vendor === 'EVO');

interface TileDemoProps {
  vendor: 'PG' | 'EVO';
  /** Without an icon (no CDN, or the card has none) a blank square keeps the grid. */
  withIcon: boolean;
  displayName?: string;
}

/** One vendor in a lane: its icon and name launch real play; a game with a free trial also offers one. */
function TileDemo({ vendor, withIcon, displayName }: TileDemoProps) {
  const tile = vendor === 'PG' ? PG : EVO;
  if (!tile) return null;
  return (
    <GamesStory>
      <ul className="games-lane__tiles" style={{ padding: 16 }}>
        <VendorTile tile={displayName ? { ...tile, displayName } : tile} icon={withIcon ? (tile.icon ?? null) : null} backUrl="/m/game" />
      </ul>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Vendor tile',
  component: TileDemo,
  args: { vendor: 'PG', withIcon: true },
  argTypes: { vendor: { control: 'inline-radio', options: ['PG', 'EVO'] } },
} satisfies Meta<typeof TileDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slot vendor with a free trial. */
export const WithTrial: Story = {};

/** A live casino vendor: real play only. */
export const WithoutTrial: Story = { args: { vendor: 'EVO' } };

export const NoIcon: Story = { args: { withIcon: false } };

/** A long display name wraps under the icon. */
export const LongName: Story = { args: { displayName: 'Pocket Games Soft Premium Slots' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
