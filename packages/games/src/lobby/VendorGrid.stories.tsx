import type { Meta, StoryObj } from '@storybook/react-vite';
import { categoryGrid } from '../grouping/category-grid';
import { GamesStory, STORY_LANES } from '../testing/story-setup';
import { VendorGrid } from './VendorGrid';
import '../games.css';

const CATEGORIES = categoryGrid(STORY_LANES);

/** One category's vendors as a grid. */
function GridDemo({ category }: { category: string }) {
  const chosen = CATEGORIES.find((each) => each.title === category) ?? CATEGORIES[0];
  return (
    <GamesStory path="/m/home">
      <div style={{ padding: 16, maxInlineSize: 420 }}>{chosen ? <VendorGrid category={chosen} backUrl="/m/home" /> : null}</div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Vendor grid',
  component: GridDemo,
  parameters: { layout: 'fullscreen' },
  args: { category: 'RNG' },
  argTypes: { category: { control: 'inline-radio', options: CATEGORIES.map((each) => each.title) } },
} satisfies Meta<typeof GridDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Slots: a vendor with a free trial, one launched straight, and one with games of its own (its page). */
export const Slots: Story = {};

export const LiveCasino: Story = { args: { category: 'LIVE' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
