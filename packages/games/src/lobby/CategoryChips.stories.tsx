import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GamesStory } from '../testing/story-setup';
import { CategoryChips } from './CategoryChips';
import '../games.css';

const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT', 'ESPORTS', 'NEW_KIND'];

/** The chips over what they switch: categories by their translated names (an unknown one as the platform names it). */
function ChipsDemo({ extra }: { extra: boolean }) {
  const [selected, setSelected] = useState(extra ? 'all' : 'RNG');
  const chips = [
    ...(extra
      ? [
          { id: 'all', label: 'All' },
          { id: 'favourites', label: 'Favourites' },
        ]
      : []),
    ...CATEGORIES.map((id) => ({ id })),
  ];
  return (
    <GamesStory>
      <div style={{ padding: 16, maxInlineSize: 420 }}>
        <CategoryChips chips={chips} selected={selected} onSelect={setSelected}>
          <p>Chosen: {selected}</p>
        </CategoryChips>
      </div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Category chips',
  component: ChipsDemo,
  parameters: { layout: 'fullscreen' },
  args: { extra: false },
} satisfies Meta<typeof ChipsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home's chips: the categories, the first chosen; the row scrolls sideways when they do not fit. */
export const Categories: Story = {};

/** /m/game's chips: All and a member's Favourites before the categories. */
export const WithAllAndFavourites: Story = { args: { extra: true } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
