import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionsStory, SAMPLE_MEMBER, type StoryState } from '../testing';
import { BenefitsPage } from './BenefitsPage';

function BenefitsDemo({ state, auto }: { state: StoryState; auto: boolean }) {
  const member = auto
    ? SAMPLE_MEMBER
    : { ...SAMPLE_MEMBER, clubLabel: { labelName: 'Bronze', type: 'VIP', rankLevel: 1, color: '#b87333', color2: '#6e3b17' } };
  return (
    <PromotionsStory key={`${state}-${auto}`} state={state} member={member} path="/m/member/benefits">
      <BenefitsPage />
    </PromotionsStory>
  );
}

const meta = {
  title: 'Promotions/VIP benefits',
  component: BenefitsDemo,
  parameters: { layout: 'fullscreen' },
  args: { state: 'full', auto: true },
  argTypes: { state: { control: 'inline-radio', options: ['full', 'empty', 'failed', 'loading'] } },
} satisfies Meta<typeof BenefitsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gold (AUTO) in its colours: progress with turnover, and the rules. */
export const Full: Story = {};
/** No rules published. */
export const Empty: Story = { args: { state: 'empty' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Failed: Story = { args: { state: 'failed' } };
/** A label the operator assigns. */
export const AssignedByTheOperator: Story = { args: { auto: false } };
export const Urdu: Story = { globals: { language: 'UR' } };
export const Dark: Story = { globals: { theme: 'dark' } };
