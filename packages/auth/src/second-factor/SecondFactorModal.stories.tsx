import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SecondFactorModal } from './SecondFactorModal';
import '../auth.css';

const meta = {
  title: 'Auth/Second factor',
  component: SecondFactorModal,
  args: {
    open: true,
    flags: { payeeName: true, sms: true, ga: true, email: true },
    credentials: { username: 'player01', password: 'secret' },
    onVerify: async (): Promise<boolean> => false,
    onPassed: () => undefined,
    onSendCode: async (): Promise<number | null> => 60,
    onClose: () => undefined,
  },
} satisfies Meta<typeof SecondFactorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllMethods: Story = {};
export const PayeeName: Story = { args: { flags: { payeeName: true } } };
export const Sms: Story = { args: { flags: { sms: true } } };
export const Authenticator: Story = { args: { flags: { ga: true } } };
export const Email: Story = { args: { flags: { email: true } } };

/** The modal renders into the document's body, not the story's canvas. */
async function dialogParts() {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
  const submit = dialog.querySelector<HTMLElement>('button[type="submit"]');
  if (!submit) throw new Error('the second-factor form has no submit button');
  return { dialog, submit };
}

/** Sent empty: the field is marked and takes the focus; nothing is verified. */
export const FieldMissing: Story = {
  args: { flags: { email: true }, onVerify: fn(async () => false) },
  play: async ({ args }) => {
    const { dialog, submit } = await dialogParts();
    await userEvent.click(submit);
    const input = within(dialog).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** The code accepted: the modal says so in place of the form. */
export const Passed: Story = {
  args: { flags: { ga: true }, onVerify: fn(async () => true) },
  play: async ({ args }) => {
    const { dialog, submit } = await dialogParts();
    const input = dialog.querySelector<HTMLInputElement>('input[name="authCode"]');
    if (!input) throw new Error('no authenticator code field');
    await userEvent.type(input, '123456');
    await userEvent.click(submit);
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByRole('status')).not.toBeEmptyDOMElement();
    await expect(dialog.querySelector('form')).not.toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const Urdu: Story = { globals: { language: 'UR' } };
