import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** The form's field of that name (`username`, `mobile`, `password`, an extra field's), found or failed. */
function field(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`the form has no "${name}" field`);
  return input;
}

/** The texts load before the form shows (the first story in a language waits for them). */
const formShown = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('textbox', {}, { timeout: 5_000 });

/** Sends the form with the submit button, as a tap does. */
async function submit(canvasElement: HTMLElement) {
  const button = canvasElement.querySelector<HTMLElement>('form button[type="submit"]');
  if (!button) throw new Error('the form has no submit button');
  await userEvent.click(button);
}

/** Opens the nth mode tab (1 username, 2 mobile number, 3 quick sign-up): it is selected and its form shows what that mode asks. */
const openTab =
  (index: number): Story['play'] =>
  async ({ canvasElement }) => {
    const tab = (await within(canvasElement).findAllByRole('tab', {}, { timeout: 5_000 }))[index - 1];
    if (!tab) throw new Error(`there is no tab ${index}`);
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const shows = (name: string) => canvasElement.querySelector(`input[name="${name}"]`);
    if (index === 2) {
      await expect(shows('mobile')).toBeInTheDocument();
      await expect(shows('username')).not.toBeInTheDocument();
    } else {
      // Quick sign-up: the platform names the player; no username or number to type.
      await expect(canvasElement.querySelector('.auth-intro')).toBeInTheDocument();
      await expect(shows('username')).not.toBeInTheDocument();
      await expect(shows('mobile')).not.toBeInTheDocument();
    }
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

/** Sent empty: each field asked for is marked and says what it needs; the first takes the focus. */
export const EmptyFieldsNamed: Story = {
  play: async ({ canvasElement }) => {
    await formShown(canvasElement);
    await submit(canvasElement);
    const username = field(canvasElement, 'username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription(/\S/);
    await expect(field(canvasElement, 'password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A username the merchant's rule refuses (too short): the form says why and keeps it. */
const breakUsernameRule: Story['play'] = async ({ canvasElement }) => {
  await formShown(canvasElement);
  const username = field(canvasElement, 'username');
  await userEvent.type(username, 'ab1');
  await userEvent.type(field(canvasElement, 'password'), 'Fresh123');
  await submit(canvasElement);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveFocus();
  await expect(username).toHaveValue('ab1');
  await expect(field(canvasElement, 'password')).not.toHaveAttribute('aria-invalid');
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
  await formShown(canvasElement);
  const referral = field(canvasElement, 'referralCode');
  // The address's code starts the field; the player shortens it.
  await expect(referral).toHaveValue('R1002');
  await userEvent.type(field(canvasElement, 'username'), 'newbie01');
  await userEvent.type(field(canvasElement, 'password'), 'Fresh123');
  await userEvent.clear(referral);
  await userEvent.type(referral, 'R1');
  await userEvent.type(field(canvasElement, 'email'), 'not-an-address');
  await submit(canvasElement);
  for (const name of ['realName', 'referralCode', 'email'])
    await expect(field(canvasElement, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(canvasElement, 'username')).not.toHaveAttribute('aria-invalid');
  await expect(field(canvasElement, 'password')).not.toHaveAttribute('aria-invalid');
};

export const ExtraFieldsRefused: Story = { parameters: withExtraFields, play: breakExtraRules };
export const ExtraFieldsRefusedDark: Story = { parameters: withExtraFields, play: breakExtraRules, globals: { theme: 'dark' } };
export const ExtraFieldsRefusedUrdu: Story = { parameters: withExtraFields, play: breakExtraRules, globals: { language: 'UR' } };
