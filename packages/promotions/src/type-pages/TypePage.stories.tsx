import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionsStory, type StoryState } from '../testing';
import { TYPE_PAGES, type TypePageKind } from '../rules/type-pages';
import { TypePage } from './TypePage';

function TypePageDemo({ state, kind }: { state: StoryState; kind: TypePageKind }) {
  return (
    <PromotionsStory key={`${state}-${kind}`} state={state} path={TYPE_PAGES[kind]}>
      <TypePage kind={kind} ipAddress="203.0.113.7" />
    </PromotionsStory>
  );
}

const meta = {
  title: 'Promotions/Go-to pages',
  component: TypePageDemo,
  parameters: { layout: 'fullscreen' },
  args: { state: 'full', kind: 'voucherCenter' },
  argTypes: {
    state: { control: 'inline-radio', options: ['full', 'empty', 'failed', 'loading'] },
    kind: { control: 'inline-radio', options: Object.keys(TYPE_PAGES) },
  },
} satisfies Meta<typeof TypePageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The voucher centre: the deposit promotions and the member's deposit rewards. */
export const Full: Story = {};
/** The leaderboard: the mission promotion and the mission reward. */
export const LeaderBoard: Story = { args: { kind: 'leaderBoard' } };
export const NoviceTasks: Story = { args: { kind: 'noviceTask' } };
/** Nothing of this type runs: said so, with all promotions. */
export const Empty: Story = { args: { kind: 'rescue' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Failed: Story = { args: { state: 'failed' } };
export const Urdu: Story = { globals: { language: 'UR' } };
export const Dark: Story = { globals: { theme: 'dark' } };
