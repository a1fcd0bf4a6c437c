import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterScreen } from './RegisterScreen';
import { StoryStore } from '../testing/story-helpers';
import '../auth.css';

/** demo's register rules, as the status call sends them: every field shows its hint. */
const RULES = {
  username: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 16, patternId: 'ALPHANUMERIC' },
  password: { acceptedPattern: '*', minLength: 6, maxLength: 20, patternId: 'ANY' },
  mobileNum: { acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 15, patternId: 'DIGITS' },
};

const meta = {
  title: 'Auth/Register page',
  component: RegisterScreen,
  decorators: [
    (Story, { parameters }) => (
      <StoryStore
        path={(parameters.path as string | undefined) ?? '/m/register'}
        seed={{
          common: {
            whitelabelVal: { UPDATEMOBILEICC3: true, REG3: true, MOBILENUMREG3: true },
            registerRules: (parameters.registerRules as typeof RULES | undefined) ?? RULES,
          },
        }}
      >
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

/** Sets a controlled input's value the way typing does, so React sees the change. */
function typeInto(input: HTMLInputElement | null, value: string) {
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A username the merchant's rule refuses (too short): the form says why and keeps it. */
const breakUsernameRule: Story['play'] = async ({ canvasElement }) => {
  typeInto(canvasElement.querySelector('input[name="username"]'), 'ab1');
  typeInto(canvasElement.querySelector('input[name="password"]'), 'Fresh123');
  canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
};

export const RuleRefused: Story = { play: breakUsernameRule };
export const RuleRefusedDark: Story = { play: breakUsernameRule, globals: { theme: 'dark' } };
export const RuleRefusedUrdu: Story = { play: breakUsernameRule, globals: { language: 'UR' } };

/**
 * A merchant whose rules also name a referral code (required), an email (optional) and a full
 * name (required): each is shown with its rule; the address's code starts the referral field.
 */
const EXTRA_RULES = {
  ...RULES,
  realName: { acceptedPattern: '*', minLength: 2, maxLength: 40, patternId: 'ANY' },
  email: { acceptedPattern: '^[^@\\s]+@[^@\\s]+$', minLength: 0, maxLength: 0, patternId: 'EMAIL' },
  referralCode: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 10, patternId: 'ALPHANUMERIC' },
};
const withExtraFields = { registerRules: EXTRA_RULES, path: '/m/register?r=R1002' };

export const ExtraFields: Story = { parameters: withExtraFields };
export const ExtraFieldsDark: Story = { parameters: withExtraFields, globals: { theme: 'dark' } };
export const ExtraFieldsUrdu: Story = { parameters: withExtraFields, globals: { language: 'UR' } };

/** The added fields refused: a full name left empty, a referral code too short, an email that is no address. */
const breakExtraRules: Story['play'] = async ({ canvasElement }) => {
  typeInto(canvasElement.querySelector('input[name="username"]'), 'newbie01');
  typeInto(canvasElement.querySelector('input[name="password"]'), 'Fresh123');
  typeInto(canvasElement.querySelector('input[name="referralCode"]'), 'R1');
  typeInto(canvasElement.querySelector('input[name="email"]'), 'not-an-address');
  canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
};

export const ExtraFieldsRefused: Story = { parameters: withExtraFields, play: breakExtraRules };
export const ExtraFieldsRefusedDark: Story = { parameters: withExtraFields, play: breakExtraRules, globals: { theme: 'dark' } };
export const ExtraFieldsRefusedUrdu: Story = { parameters: withExtraFields, play: breakExtraRules, globals: { language: 'UR' } };
