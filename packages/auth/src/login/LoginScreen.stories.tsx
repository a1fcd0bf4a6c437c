import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const MobileNumber: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[role="tab"]:nth-child(2)')?.click();
  },
};

export const EmptyFieldsNamed: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
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
