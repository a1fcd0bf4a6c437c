import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
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

/** Sent with no address: the field is marked, keeps the focus, and no account is chosen. */
export const AddressRefused: Story = {
  args: { onDone: fn() },
  play: async ({ args }) => {
    // The dialog mounts in a portal (the document's body) after the first paint.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    const submit = dialog.querySelector<HTMLElement>('button[type="submit"]');
    if (!submit) throw new Error('the dialog has no submit button');
    await userEvent.click(submit);
    const email = within(dialog).getByRole('textbox');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Urdu: Story = { globals: { language: 'UR' } };
