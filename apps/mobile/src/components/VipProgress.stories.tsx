import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CannedAnswers } from '@lotto/api-client/testing';
import { ShellStory } from '../testing/ShellStory';
import { BRONZE, memberAnswer, MEMBER_ANSWERS, NEVER, rankAnswer, STORY_PATHS, UNREACHABLE } from '../testing/story-answers';
import VipProgress from './VipProgress';
import { VipProgressPlace } from './VipProgressPlace';
import '../styles/app.css';

/** player01 signed in, with the account and the rank progress answered so. */
function VipProgressDemo({ answers }: { answers: CannedAnswers }) {
  return (
    <ShellStory answers={answers} member>
      <div style={{ maxInlineSize: 420 }}>
        <VipProgress />
      </div>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/VIP progress',
  component: VipProgressDemo,
  args: { answers: MEMBER_ANSWERS },
} satisfies Meta<typeof VipProgressDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gold (an AUTO label), two of four conditions done: 50 %, and the member benefits entry. */
export const AutoLabel: Story = {};

/** Bronze (a VIP label, not AUTO), one of three conditions done: no benefits entry. */
export const VipLabel: Story = {
  args: {
    answers: {
      ...MEMBER_ANSWERS,
      [STORY_PATHS.memberInfo]: memberAnswer({ clubLabel: BRONZE }),
      [STORY_PATHS.rankProgress]: rankAnswer(1, 3, 2),
    },
  },
};

/** The top level: no next label id, so the progress is full (spec 001 §4). */
export const MaxLevel: Story = { args: { answers: { ...MEMBER_ANSWERS, [STORY_PATHS.rankProgress]: rankAnswer(4, 4, null) } } };

/** The progress on its way: the card's place is kept (VipProgressPlace), so the page does not move when it comes. */
export const Loading: Story = { args: { answers: { ...MEMBER_ANSWERS, [STORY_PATHS.rankProgress]: NEVER } } };

/** The platform gave no progress: no card. */
export const Unavailable: Story = { args: { answers: { ...MEMBER_ANSWERS, [STORY_PATHS.rankProgress]: UNREACHABLE } } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** The place alone, as home's lazy import shows it before the card's code arrives. */
export const Place: StoryObj<typeof VipProgressPlace> = {
  render: () => (
    <div style={{ maxInlineSize: 420 }}>
      <VipProgressPlace />
    </div>
  ),
};

export const PlaceDark: StoryObj<typeof VipProgressPlace> = { ...Place, globals: { theme: 'dark' } };
