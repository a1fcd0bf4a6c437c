import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { readGameItem } from '../server-data/game-item';
import { GamesStory, STORY_GAMES } from '../testing/story-setup';
import { GameTile } from './GameTile';
import '../games.css';

interface TileDemoProps {
  /** The first sample offers a free trial, the second does not. */
  trial: boolean;
  heart: boolean;
  favourite: boolean;
  withIcon: boolean;
  name?: string;
}

/** One game of a list: play, a free trial where offered, its heart. */
function TileDemo({ trial, heart, favourite, withIcon, name }: TileDemoProps) {
  const [on, setOn] = useState(favourite);
  const game = readGameItem(STORY_GAMES[trial ? 0 : 1]);
  if (!game) return null;
  return (
    <GamesStory>
      <ul className="games-grid games-grid--games" style={{ padding: 16, maxInlineSize: 140 }}>
        <GameTile
          game={name ? { ...game, name } : game}
          icon={withIcon ? (game.icon ?? null) : null}
          backUrl="/m/game/vendor"
          favourite={heart ? { on, onToggle: () => setOn((value) => !value) } : null}
        />
      </ul>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Game tile',
  component: TileDemo,
  args: { trial: true, heart: true, favourite: false, withIcon: true },
} satisfies Meta<typeof TileDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrial: Story = {};

export const WithoutTrial: Story = { args: { trial: false } };

/** A favourite: the heart is filled (and pressed). */
export const Favourite: Story = { args: { favourite: true } };

/** Where a list shows no hearts (home's hot games, recently played). */
export const NoHeart: Story = { args: { heart: false } };

export const NoIcon: Story = { args: { withIcon: false } };

export const LongName: Story = { args: { name: 'Mega Fortune Dragon Treasure Deluxe Edition' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { favourite: true } };
