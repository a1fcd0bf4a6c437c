import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterScreen } from './RegisterScreen';
import { StoryStore } from './story-helpers';
import './auth.css';

const meta = {
  title: 'Auth/Register page',
  component: RegisterScreen,
  decorators: [
    (Story) => (
      <StoryStore path="/m/register" seed={{ common: { whitelabelVal: { UPDATEMOBILEICC3: true, REG3: true, MOBILENUMREG3: true } } }}>
        <Story />
      </StoryStore>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the nth mode tab (1 username, 2 mobile number, 3 quick sign-up). */
const openTab =
  (index: number): Story['play'] =>
  async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>(`[role="tab"]:nth-child(${index})`)?.click();
  };

export const Username: Story = {};
export const UsernameDark: Story = { globals: { theme: 'dark' } };
export const UsernameUrdu: Story = { globals: { language: 'UR' } };

export const MobileNumber: Story = { play: openTab(2) };
export const MobileNumberDark: Story = { play: openTab(2), globals: { theme: 'dark' } };
export const MobileNumberUrdu: Story = { play: openTab(2), globals: { language: 'UR' } };

export const QuickSignUp: Story = { play: openTab(3) };
export const QuickSignUpDark: Story = { play: openTab(3), globals: { theme: 'dark' } };
export const QuickSignUpUrdu: Story = { play: openTab(3), globals: { language: 'UR' } };

export const EmptyFieldsNamed: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};
