import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CannedAnswers } from '@lotto/api-client/testing';
import { ShellStory } from '../testing/ShellStory';
import { MEMBER_ANSWERS, NEVER, STORY_PATHS, UNREACHABLE } from '../testing/story-answers';
import { MemberHomeScreen } from './MemberHomeScreen';
import '../styles/app.css';

/** /m/member/home for player01, with the account answered so. */
function MemberHomeDemo({ answers }: { answers: CannedAnswers }) {
  return (
    <ShellStory answers={answers} member path="/m/member/home">
      <div style={{ maxInlineSize: 420, marginInline: 'auto' }}>
        <MemberHomeScreen />
      </div>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/Screens/My account',
  component: MemberHomeDemo,
  parameters: { layout: 'fullscreen' },
  args: { answers: MEMBER_ANSWERS },
} satisfies Meta<typeof MemberHomeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's rows (the masked mobile number reads left to right in every language), the VIP card, the referral entry. */
export const Loaded: Story = {};

/** The account on its way. */
export const Loading: Story = {
  args: { answers: { ...MEMBER_ANSWERS, [STORY_PATHS.memberInfo]: NEVER, [STORY_PATHS.rankProgress]: NEVER } },
};

/** The account could not be loaded: the alert. */
export const Failed: Story = {
  args: { answers: { ...MEMBER_ANSWERS, [STORY_PATHS.memberInfo]: UNREACHABLE, [STORY_PATHS.rankProgress]: UNREACHABLE } },
};

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
