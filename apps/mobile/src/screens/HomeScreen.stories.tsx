import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CannedAnswers } from '@lotto/api-client/testing';
import { ShellStory } from '../testing/ShellStory';
import { MEMBER_ANSWERS, NEVER, STORY_PATHS, UNREACHABLE, VISITOR_ANSWERS } from '../testing/story-answers';
import { HomeScreen } from './HomeScreen';
import '../styles/app.css';

/** /m/home for a visitor or for player01, with the platform's answers so; the game lanes come once the page has settled. */
function HomeDemo({ answers, member }: { answers: CannedAnswers; member: boolean }) {
  return (
    <ShellStory answers={answers} member={member}>
      <div style={{ maxInlineSize: 420, marginInline: 'auto' }}>
        <HomeScreen />
      </div>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/Screens/Home',
  component: HomeDemo,
  parameters: { layout: 'fullscreen' },
  args: { answers: VISITOR_ANSWERS, member: false },
} satisfies Meta<typeof HomeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: welcome, log in, register, the referral entry (REFERRAL promotion on), the language. */
export const Visitor: Story = {};

/** player01 signed in: the greeting, the VIP card (Gold, 50 %), my account, the referral entry, log out. */
export const Member: Story = { args: { member: true, answers: MEMBER_ANSWERS } };

/** Everything on its way: the banner box, the VIP card's, the referral entry's and the lanes' places keep the layout still. */
export const Loading: Story = {
  args: {
    member: true,
    answers: {
      [STORY_PATHS.status]: NEVER,
      [STORY_PATHS.banners]: NEVER,
      [STORY_PATHS.memberInfo]: NEVER,
      [STORY_PATHS.rankProgress]: NEVER,
      [STORY_PATHS.gameLanes]: NEVER,
    },
  },
};

/** The boot call failed: the alert with Try again (which asks again). */
export const SettingsFailed: Story = { args: { answers: { ...VISITOR_ANSWERS, [STORY_PATHS.status]: UNREACHABLE } } };

export const VisitorUrdu: Story = { globals: { language: 'UR' } };

export const MemberUrdu: Story = { ...Member, globals: { language: 'UR' } };

export const VisitorDark: Story = { globals: { theme: 'dark' } };

export const MemberDark: Story = { ...Member, globals: { theme: 'dark' } };
