import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionsStory, type StoryState } from '../testing';
import { CheckInPage } from './CheckInPage';

function CheckInDemo({ state }: { state: StoryState }) {
  return (
    <PromotionsStory key={state} state={state} path="/m/activity/signIn">
      <CheckInPage />
    </PromotionsStory>
  );
}

const meta = {
  title: 'Promotions/Daily check-in',
  component: CheckInDemo,
  parameters: { layout: 'fullscreen' },
  args: { state: 'full' },
  argTypes: { state: { control: 'inline-radio', options: ['full', 'empty', 'failed', 'loading'] } },
} satisfies Meta<typeof CheckInDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two programmes as tabs; today's day to claim, its condition shown; the totals and the rules. */
export const Full: Story = {};
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Failed: Story = { args: { state: 'failed' } };
export const Urdu: Story = { globals: { language: 'UR' } };
export const Dark: Story = { globals: { theme: 'dark' } };
