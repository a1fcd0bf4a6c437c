import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionsStory, type StoryState } from '../testing';
import { PromotionsPage } from './PromotionsPage';

interface DemoProps {
  state: StoryState;
  /** `?id=101`: one promotion's own page. */
  path: string;
  visitor: boolean;
}

function PromotionsDemo({ state, path, visitor }: DemoProps) {
  return (
    <PromotionsStory key={`${state}-${path}-${visitor}`} state={state} path={path} visitor={visitor}>
      <PromotionsPage onAppDownload={() => undefined} />
    </PromotionsStory>
  );
}

const meta = {
  title: 'Promotions/Promotions page',
  component: PromotionsDemo,
  parameters: { layout: 'fullscreen' },
  args: { state: 'full', path: '/m/activity', visitor: false },
  argTypes: { state: { control: 'inline-radio', options: ['full', 'empty', 'failed', 'loading'] } },
} satisfies Meta<typeof PromotionsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every promotion under the category tabs. */
export const Full: Story = {};
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Failed: Story = { args: { state: 'failed' } };
/** A promotion's own page, with its go-to and share. */
export const Promotion: Story = { args: { path: '/m/activity?id=101' } };
/** A visitor's: no go-to button. */
export const PromotionForAVisitor: Story = { args: { path: '/m/activity?id=101', visitor: true } };
/** An id the list does not have. */
export const PromotionEnded: Story = { args: { path: '/m/activity?id=999' } };
export const Urdu: Story = { globals: { language: 'UR' } };
export const UrduPromotion: Story = { args: { path: '/m/activity?id=101' }, globals: { language: 'UR' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkPromotion: Story = { args: { path: '/m/activity?id=101' }, globals: { theme: 'dark' } };
