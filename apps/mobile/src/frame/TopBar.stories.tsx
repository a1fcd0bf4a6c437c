import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CannedAnswers } from '@lotto/api-client/testing';
import { ShellStory } from '../testing/ShellStory';
import { BRONZE, memberAnswer, MEMBER_ANSWERS, NEVER, STORY_PATHS, UNREACHABLE, VISITOR_ANSWERS } from '../testing/story-answers';
import { TopBar } from './TopBar';
import '../styles/app.css';

/** The top bar heading a phone-wide page, the platform's answers as given. */
function TopBarDemo({ answers, member }: { answers: CannedAnswers; member: boolean }) {
  return (
    <ShellStory answers={answers} member={member}>
      <div style={{ maxInlineSize: 420 }}>
        <TopBar refreshKey={0} />
      </div>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/Frame/Top bar',
  component: TopBarDemo,
  parameters: { layout: 'fullscreen' },
  args: { answers: VISITOR_ANSWERS, member: false },
} satisfies Meta<typeof TopBarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the merchant's logo and name, "Log in" and "Register". */
export const Visitor: Story = {};

/** A member: name, the Gold badge in its colours, the balance with its hide switch and refresh. */
export const Member: Story = { args: { answers: MEMBER_ANSWERS, member: true } };

/** The balance on its way: its place is kept; so is the badge's line while the account loads. */
export const LoadingBalance: Story = {
  args: { answers: { ...MEMBER_ANSWERS, [STORY_PATHS.balance]: NEVER, [STORY_PATHS.memberInfo]: NEVER }, member: true },
};

/** The balance could not be had: it says so, and the refresh stays. */
export const BalanceUnavailable: Story = { args: { answers: { ...MEMBER_ANSWERS, [STORY_PATHS.balance]: UNREACHABLE }, member: true } };

/** A label without colours of its own wears the theme's. */
export const PlainBadge: Story = {
  args: {
    answers: {
      ...MEMBER_ANSWERS,
      [STORY_PATHS.memberInfo]: memberAnswer({
        clubLabel: { labelName: BRONZE.labelName, type: BRONZE.type, rankLevel: BRONZE.rankLevel },
      }),
    },
    member: true,
  },
};

export const VisitorUrdu: Story = { globals: { language: 'UR' } };

export const MemberUrdu: Story = { args: { answers: MEMBER_ANSWERS, member: true }, globals: { language: 'UR' } };

export const VisitorDark: Story = { globals: { theme: 'dark' } };

export const MemberDark: Story = { args: { answers: MEMBER_ANSWERS, member: true }, globals: { theme: 'dark' } };
