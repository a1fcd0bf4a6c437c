import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmulatorAccountDialog } from './EmulatorAccountDialog';
import { StoryStore } from './story-helpers';
import './auth.css';

const meta = {
  title: 'Auth/Emulator account chooser',
  component: EmulatorAccountDialog,
  decorators: [(Story) => <StoryStore><Story /></StoryStore>],
  args: { open: true, onDone: () => undefined },
} satisfies Meta<typeof EmulatorAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const AddressRefused: Story = {
  play: async () => {
    document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')?.click();
  },
};

export const Urdu: Story = { globals: { language: 'UR' } };
