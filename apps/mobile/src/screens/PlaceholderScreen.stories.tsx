import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShellStory } from '../testing/ShellStory';
import { PlaceholderScreen } from './PlaceholderScreen';
import '../styles/app.css';

const meta = {
  title: 'Shell/Screens/Not open yet',
  component: PlaceholderScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ShellStory path="/m/rewardCenter">
        <div style={{ maxInlineSize: 420, marginInline: 'auto' }}>
          <Story />
        </div>
      </ShellStory>
    ),
  ],
  args: { titleKey: 'title.rewardCenter' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An inner page whose feature is not built: its real title and the honest note. */
export const RewardCenter: Story = {};

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
