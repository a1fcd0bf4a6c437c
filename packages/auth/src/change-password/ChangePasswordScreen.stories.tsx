import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
  /** The repeat differs from the new password: only the repeat is marked, and it takes the focus. */
  play: async ({ canvasElement }) => {
    // The form shows once its texts have loaded.
    await within(canvasElement).findAllByRole('button', {}, { timeout: 5_000 });
    const input = (name: string) => {
      const found = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!found) throw new Error(`no "${name}" field`);
      return found;
    };
    await userEvent.type(input('new-password'), 'Fresh123');
    await userEvent.type(input('confirm-password'), 'Fresh124');
    const submit = canvasElement.querySelector<HTMLElement>('button[type="submit"]');
    if (!submit) throw new Error('no submit button');
    await userEvent.click(submit);
    await expect(input('confirm-password')).toHaveAttribute('aria-invalid', 'true');
    await expect(input('confirm-password')).toHaveFocus();
    await expect(input('confirm-password')).toHaveAccessibleDescription(/\S/);
    await expect(input('new-password')).not.toHaveAttribute('aria-invalid');
    // A default password is replaced without the current one.
    await expect(canvasElement.querySelector('input[name="current-password"]')).not.toBeInTheDocument();
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
