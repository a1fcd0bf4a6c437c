import type { Meta, StoryObj } from '@storybook/react-vite';
import { GamesStory, NEVER, STORY_GAMES } from '../testing/story-setup';
import { HotGames } from './HotGames';
import '../games.css';

type HotAnswer = 'full' | 'empty' | 'failed' | 'loading';

const ANSWERS = {
  full: { success: true, status: 200, value: { list: STORY_GAMES.slice(0, 8) } },
  empty: { success: true, status: 200, value: { list: [] } },
  failed: { success: false, status: 502, value: null },
} as const;

/** Home's hot games over the platform's answer (`GCSGAME_hotGamesV2`). */
function HotDemo({ answer }: { answer: HotAnswer }) {
  return (
    <GamesStory answers={{ '/wps/relay/GCSGAME_hotGamesV2': answer === 'loading' ? NEVER : ANSWERS[answer] }} path="/m/home">
      <div style={{ padding: 16, maxInlineSize: 420 }}>
        <HotGames />
      </div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Hot games',
  component: HotDemo,
  parameters: { layout: 'fullscreen' },
  args: { answer: 'full' },
  argTypes: { answer: { control: 'inline-radio', options: ['full', 'empty', 'failed', 'loading'] } },
} satisfies Meta<typeof HotDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row that scrolls sideways: play, and a free trial where the game offers one. */
export const Full: Story = {};

export const Loading: Story = { args: { answer: 'loading' } };

/** None: the section is left out (nothing renders). */
export const Empty: Story = { args: { answer: 'empty' } };

export const Failed: Story = { args: { answer: 'failed' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
