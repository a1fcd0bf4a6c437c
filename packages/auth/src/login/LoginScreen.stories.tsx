import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IdentityProviderContext } from '../identity-provider/identity-provider';
import { LoginScreen } from './LoginScreen';
import { StoryStore } from '../testing/story-helpers';
import { fakeIdentityProvider } from '../testing/fake-identity-provider';
import '../auth.css';

const meta = {
  title: 'Auth/Login page',
  component: LoginScreen,
  decorators: [
    (Story) => (
      <StoryStore>
        <Story />
      </StoryStore>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Username: Story = {};

/** The second tab: sign-in by a code sent to the mobile number, in place of the username and password. */
export const MobileNumber: Story = {
  play: async ({ canvasElement }) => {
    const tab = (await within(canvasElement).findAllByRole('tab', {}, { timeout: 5_000 }))[1];
    if (!tab) throw new Error('there is no second tab');
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.querySelector('input[type="tel"]')).toBeInTheDocument();
    await expect(canvasElement.querySelector('input[name="password"]')).not.toBeInTheDocument();
  },
};

/** Sent empty: both fields are marked and say what they need; the username takes the focus. */
export const EmptyFieldsNamed: Story = {
  play: async ({ canvasElement }) => {
    // The form shows once its texts have loaded.
    await within(canvasElement).findAllByRole('textbox', {}, { timeout: 5_000 });
    const submit = canvasElement.querySelector<HTMLElement>('button[type="submit"]');
    if (!submit) throw new Error('the form has no submit button');
    await userEvent.click(submit);
    const username = canvasElement.querySelector('input[name="username"]');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription(/\S/);
    await expect(canvasElement.querySelector('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Urdu: Story = { globals: { language: 'UR' } };

/** The merchant has an identity provider: "Continue with Google" below the forms. */
export const WithIdentityProvider: Story = {
  decorators: [
    (Story) => (
      <IdentityProviderContext value={fakeIdentityProvider()}>
        <Story />
      </IdentityProviderContext>
    ),
  ],
};

export const WithIdentityProviderUrdu: Story = { ...WithIdentityProvider, globals: { language: 'UR' } };
