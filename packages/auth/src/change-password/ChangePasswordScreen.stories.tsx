import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePasswordScreen } from './ChangePasswordScreen';
import { StoryStore } from '../testing/story-helpers';
import '../auth.css';

const meta = {
  title: 'Auth/Change password',
  component: ChangePasswordScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultPassword: Story = {
  decorators: [
    (Story) => (
      <StoryStore seed={{ auth: { passwordChangeReason: 'default' } }}>
        <Story />
      </StoryStore>
    ),
  ],
};
export const Expired: Story = {
  decorators: [
    (Story) => (
      <StoryStore seed={{ auth: { passwordChangeReason: 'expired' } }}>
        <Story />
      </StoryStore>
    ),
  ],
};
export const Mismatch: Story = {
  decorators: [
    (Story) => (
      <StoryStore seed={{ auth: { passwordChangeReason: 'default' } }}>
        <Story />
      </StoryStore>
    ),
  ],
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};
export const Urdu: Story = {
  globals: { language: 'UR' },
  decorators: [
    (Story) => (
      <StoryStore seed={{ auth: { passwordChangeReason: 'expired' } }}>
        <Story />
      </StoryStore>
    ),
  ],
};
