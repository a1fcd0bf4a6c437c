import type { Meta, StoryObj } from '@storybook/react-vite';
import { GamesStory, NEVER, STORY_WINNERS } from '../testing/story-setup';
import { WinnersBoard } from './WinnersBoard';
import '../games.css';

type BoardAnswer = 'full' | 'empty' | 'failed' | 'loading';

const ANSWERS = {
  full: { success: true, status: 200, value: { list: STORY_WINNERS } },
  empty: { success: true, status: 200, value: { list: [] } },
  failed: { success: false, status: 502, value: null },
} as const;

/** Home's winners board over the platform's answer (`ODSFE2_getWinnerBoard`). */
function BoardDemo({ answer }: { answer: BoardAnswer }) {
  return (
    <GamesStory answers={{ '/wps/relay/ODSFE2_getWinnerBoard': answer === 'loading' ? NEVER : ANSWERS[answer] }} path="/m/home">
      <div style={{ padding: 16, maxInlineSize: 420 }}>
        <WinnersBoard />
      </div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Winners board',
  component: BoardDemo,
  parameters: { layout: 'fullscreen' },
  args: { answer: 'full' },
  argTypes: { answer: { control: 'inline-radio', options: ['full', 'empty', 'failed', 'loading'] } },
} satisfies Meta<typeof BoardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five wins (masked names, amounts in the merchant's currency, games), the rest behind "Show all winners"; a row opens its game. */
export const Full: Story = {};

/** Rows' skeletons of the rows' own height. */
export const Loading: Story = { args: { answer: 'loading' } };

export const Empty: Story = { args: { answer: 'empty' } };

/** The call failed: a notice and a retry. */
export const Failed: Story = { args: { answer: 'failed' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
