import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CannedAnswers } from '@lotto/api-client/testing';
import { ShellStory } from '../testing/ShellStory';
import {
  memberAnswer,
  MEMBER_ANSWERS,
  NEVER,
  promotionsAnswer,
  statusAnswer,
  STORY_PATHS,
  VISITOR_ANSWERS,
} from '../testing/story-answers';
import { ReferralEntry } from './ReferralEntry';
import '../styles/app.css';

/** The entry in home's row of actions, for a visitor or for player01, with the platform's answers so. */
function ReferralEntryDemo({ answers, member }: { answers: CannedAnswers; member: boolean }) {
  return (
    <ShellStory answers={answers} member={member}>
      <nav className="shell-home__actions" style={{ maxInlineSize: 420 }}>
        <ReferralEntry />
      </nav>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/Referral entry',
  component: ReferralEntryDemo,
  args: { answers: VISITOR_ANSWERS, member: false },
} satisfies Meta<typeof ReferralEntryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The REFERRAL promotion runs: a link to the (public) invite page. */
export const PromotionOn: Story = {};

/** No REFERRAL promotion: a button that opens the merchant's customer service. */
export const PromotionOff: Story = { args: { answers: { ...VISITOR_ANSWERS, [STORY_PATHS.promotions]: promotionsAnswer(false) } } };

/** An agent (member type 1): a link to agent registration, whatever the promotions. */
export const Agent: Story = {
  args: { member: true, answers: { ...MEMBER_ANSWERS, [STORY_PATHS.memberInfo]: memberAnswer({ type: 1, account: 'agent01' }) } },
};

/** The promotions still on their way: an invisible place of the button's size, so the row does not move. */
export const Loading: Story = { args: { answers: { ...VISITOR_ANSWERS, [STORY_PATHS.promotions]: NEVER } } };

/** No promotion and no customer service to open: no entry at all. */
export const Absent: Story = {
  args: {
    answers: {
      ...VISITOR_ANSWERS,
      [STORY_PATHS.status]: statusAnswer({ customerService: false }),
      [STORY_PATHS.promotions]: promotionsAnswer(false),
    },
  },
};

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
