import type { Meta, StoryObj } from '@storybook/react-vite';
import { GamesStory, NEVER, STORY_LANES } from '../testing/story-setup';
import { CategoryBrowser } from './CategoryBrowser';
import '../games.css';

type LanesAnswer = 'full' | 'empty' | 'failed' | 'loading';

const ANSWERS = {
  full: { success: true, status: 200, value: { data: { lanes: STORY_LANES } } },
  empty: { success: true, status: 200, value: { data: { lanes: [] } } },
  failed: { success: false, status: 502, value: null },
} as const;

/** Home's categories: the lanes' categories as chips over the chosen one's vendors. */
function BrowserDemo({ answer }: { answer: LanesAnswer }) {
  return (
    <GamesStory answers={{ '/wps/relay/GCSGAME_newGameVendor': answer === 'loading' ? NEVER : ANSWERS[answer] }} path="/m/home">
      <div style={{ padding: 16, maxInlineSize: 420 }}>
        <CategoryBrowser />
      </div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Categories',
  component: BrowserDemo,
  parameters: { layout: 'fullscreen' },
  args: { answer: 'full' },
  argTypes: { answer: { control: 'inline-radio', options: ['full', 'empty', 'failed', 'loading'] } },
} satisfies Meta<typeof BrowserDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

/** Skeleton chips and tiles of their own size. */
export const Loading: Story = { args: { answer: 'loading' } };

export const Empty: Story = { args: { answer: 'empty' } };

export const Failed: Story = { args: { answer: 'failed' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
