import type { Meta, StoryObj } from '@storybook/react-vite';
import { BindAccountDialog } from './BindAccountDialog';
import { StoryStore } from '../testing/story-helpers';
import '../auth.css';

const meta = {
  title: 'Auth/Binding dialog',
  component: BindAccountDialog,
  decorators: [
    (Story) => (
      <StoryStore>
        <Story />
      </StoryStore>
    ),
  ],
  args: {
    open: true,
    channel: 'google',
    canRegister: true,
    onLogin: () => undefined,
    onRegister: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof BindAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkOrRegister: Story = {};

export const LinkOnly: Story = { args: { canRegister: false } };

export const PhoneNumber: Story = { args: { channel: 'phone' } };

export const Registering: Story = { args: { busy: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Urdu: Story = { globals: { language: 'UR' } };
