import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MemberInfo } from '@lotto/api-client';
import { FeedbackToasts, type SessionState } from '@lotto/app-core';
import { AgentRegisterScreen, type AgentRegisterScreenProps } from './AgentRegisterScreen';
import { StoryStore } from '../testing/story-helpers';
import { cannedApi } from '@lotto/api-client/testing';
import type { AuthStoreSeed } from '../testing/create-auth-store';
import '../auth.css';

const AGENT: MemberInfo = { type: 1, account: 'agent01', nickname: 'Agent', referralCode: 'R1002' };
const MEMBER: MemberInfo = { type: 0, account: 'player01', nickname: 'Player', referralCode: 'R1001' };

/** A signed-in member, and a platform that registers any player the agent names. */
function seedFor(member: MemberInfo | null, memberStatus: SessionState['memberStatus'] = 'ready'): AuthStoreSeed {
  return {
    common: { whitelabelVal: { REG3: true } },
    session: {
      info: {
        id: 1002,
        token: 'story-token',
        merchantCode: 'demo',
        userName: member?.account ?? 'agent01',
        type: member?.type ?? 1,
        firstTimeLogin: false,
      },
      member,
      memberStatus,
    },
    api: cannedApi({
      '/wps/member/register': (body) => {
        const username = String((body as { username?: string }).username);
        return { success: true, status: 200, value: { id: 1013, customerId: 1013, userName: username, customerName: username } };
      },
      '/wps/member/info': { success: false, status: 500, value: null, message: 'Not available in this story' },
    }),
  };
}

const meta = {
  title: 'Auth/Agent registration',
  component: AgentRegisterScreen,
  parameters: { layout: 'fullscreen' },
  args: { seed: seedFor(AGENT) },
  decorators: [
    (Story, context) => (
      <StoryStore path="/m/agentRegister" seed={context.args.seed}>
        <Story />
        <FeedbackToasts />
      </StoryStore>
    ),
  ],
} satisfies Meta<AgentRegisterScreenProps & { seed: AuthStoreSeed }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agent registers a player: the message names them and the form is empty for the next one. */
const registerPlayer: Story['play'] = async ({ canvasElement }) => {
  // The form shows once the member's details are in.
  await within(canvasElement).findAllByRole('textbox', {}, { timeout: 5_000 });
  const field = (name: string) => {
    const input = canvasElement.querySelector<HTMLInputElement>(`form input[name="${name}"]`);
    if (!input) throw new Error(`the form has no "${name}" field`);
    return input;
  };
  await userEvent.type(field('username'), 'downline01');
  await userEvent.type(field('password'), 'Fresh123');
  const submit = canvasElement.querySelector<HTMLElement>('form button[type="submit"]');
  if (!submit) throw new Error('the form has no submit button');
  await userEvent.click(submit);
  await waitFor(() => expect(canvasElement.querySelector('.auth-agent__done[role="status"]')).toHaveTextContent('downline01'));
  // A new form for the next player: its fields are empty again.
  await waitFor(() => expect(field('username')).toHaveValue(''));
  await expect(field('password')).toHaveValue('');
};

export const Agent: Story = {};
export const AgentDark: Story = { globals: { theme: 'dark' } };
export const AgentUrdu: Story = { globals: { language: 'UR' } };
export const PlayerRegistered: Story = { play: registerPlayer };
export const PlayerRegisteredUrdu: Story = { play: registerPlayer, globals: { language: 'UR' } };
/** A plain member (the REFERRAL promotion brought them here): only the link to share. */
export const Member: Story = { args: { seed: seedFor(MEMBER) } };
export const MemberUrdu: Story = { args: { seed: seedFor(MEMBER) }, globals: { language: 'UR' } };
export const Loading: Story = { args: { seed: seedFor(null, 'loading') } };
export const LoadFailed: Story = { args: { seed: seedFor(null, 'failed') } };
