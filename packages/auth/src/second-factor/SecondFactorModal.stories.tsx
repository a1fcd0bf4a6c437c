import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const FieldMissing: Story = {
  args: { flags: { email: true } },
  play: async () => {
    document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')?.click();
  },
};

export const Passed: Story = {
  args: { flags: { ga: true }, onVerify: async () => true },
  play: async () => {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="authCode"]');
    if (input) {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, '123456');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')?.click();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const Urdu: Story = { globals: { language: 'UR' } };
