import type { Meta, StoryObj } from '@storybook/react-vite';
import { GamesStory, NEVER, STORY_LANES } from '../testing/story-setup';
import { GameLanes } from './GameLanes';
import '../games.css';

type LanesAnswer = 'lanes' | 'empty' | 'failed' | 'loading';

const ANSWERS = {
  lanes: { success: true, status: 200, value: { data: { lanes: STORY_LANES } } },
  empty: { success: true, status: 200, value: { data: { lanes: [] } } },
  failed: { success: false, status: 502, value: null },
} as const;

interface LanesDemoProps {
  answer: LanesAnswer;
  member: boolean;
  /** Home shows the section's title; /m/game's header names the page already. */
  titled: boolean;
}

/** The lanes as home and /m/game show them, from the platform's answer (spec 001 §3, issue 14). */
function LanesDemo({ answer, member, titled }: LanesDemoProps) {
  return (
    <GamesStory member={member} answers={{ '/wps/relay/GCSGAME_newGameVendor': answer === 'loading' ? NEVER : ANSWERS[answer] }}>
      <div style={{ padding: 16, maxInlineSize: 480 }}>
        <GameLanes titled={titled} />
      </div>
    </GamesStory>
  );
}

const meta = {
  title: 'Games/Game lanes',
  component: LanesDemo,
  parameters: { layout: 'fullscreen' },
  args: { answer: 'lanes', member: false, titled: true },
  argTypes: { answer: { control: 'inline-radio', options: ['lanes', 'empty', 'failed', 'loading'] } },
} satisfies Meta<typeof LanesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees: the lanes in the grouping's order (the lottery leads), counts, vendors and trials. */
export const Visitor: Story = {};

/** A member sees the same lanes; a tile then launches straight into the game. */
export const Member: Story = { args: { member: true } };

/** On /m/game the page's header names it, so the section's title is for screen readers only. */
export const Lobby: Story = { args: { titled: false } };

export const Loading: Story = { args: { answer: 'loading' } };

export const Empty: Story = { args: { answer: 'empty' } };

/** The call failed: a notice and a retry (which asks again). */
export const Failed: Story = { args: { answer: 'failed' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const FailedUrdu: Story = { args: { answer: 'failed' }, globals: { language: 'UR' } };
