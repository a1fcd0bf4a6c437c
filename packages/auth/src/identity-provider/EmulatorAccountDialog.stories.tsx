import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmulatorAccountDialog } from './EmulatorAccountDialog';
import { StoryStore } from '../testing/story-helpers';
import '../auth.css';

const meta = {
  title: 'Auth/Emulator account chooser',
  component: EmulatorAccountDialog,
  decorators: [
    (Story) => (
      <StoryStore>
        <Story />
      </StoryStore>
    ),
  ],
  args: { open: true, onDone: () => undefined },
} satisfies Meta<typeof EmulatorAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const AddressRefused: Story = {
  // The dialog mounts in a portal after the first paint: wait for its button, then submit it empty.
  play: async () => {
    for (let tries = 0; tries < 40; tries += 1) {
      const submit = document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]');
      if (submit) return submit.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  },
};

export const Urdu: Story = { globals: { language: 'UR' } };
