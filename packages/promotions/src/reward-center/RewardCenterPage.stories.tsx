import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionsStory, SAMPLE_MEMBER, type StoryState } from '../testing';
import { RewardCenterPage } from './RewardCenterPage';

interface DemoProps {
  state: StoryState;
  visitor: boolean;
  memberType: number;
}

function RewardCenterDemo({ state, visitor, memberType }: DemoProps) {
  return (
    <PromotionsStory
      key={`${state}-${visitor}-${memberType}`}
      state={state}
      visitor={visitor}
      member={{ ...SAMPLE_MEMBER, type: memberType }}
      path="/m/rewardCenter"
    >
      <RewardCenterPage
        ipAddress="203.0.113.7"
        onAppDownload={() => undefined}
        wallet={<p style={{ margin: 0, padding: 16, background: 'var(--color-surface)', borderRadius: 8 }}>₱1,520.50</p>}
      />
    </PromotionsStory>
  );
}

const meta = {
  title: 'Promotions/Reward center',
  component: RewardCenterDemo,
  parameters: { layout: 'fullscreen' },
  args: { state: 'full', visitor: false, memberType: 0 },
  argTypes: { state: { control: 'inline-radio', options: ['full', 'empty', 'failed', 'loading'] } },
} satisfies Meta<typeof RewardCenterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet, the tiles with their counts, My rewards counting down (permanent, expired). */
export const Full: Story = {};
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Failed: Story = { args: { state: 'failed' } };
/** A visitor: the merchant's promotions and a log-in that comes back. */
export const Visitor: Story = { args: { visitor: true } };
/** Member type 4: no permission. */
export const NoPermission: Story = { args: { memberType: 4 } };
export const Urdu: Story = { globals: { language: 'UR' } };
export const Dark: Story = { globals: { theme: 'dark' } };
