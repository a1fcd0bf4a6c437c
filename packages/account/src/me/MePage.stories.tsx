import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { MEMBER_INFO, MEMBER_SESSION, StoryFrame, type AccountStoreSeed } from '../testing';
import { MePage } from './MePage';
import '../account.css';

const NEVER: Promise<ApiResult> = new Promise(() => undefined);
const UNREAD = '/wps/relay/EMFE_getInboxUnreadCount';

type State = 'full' | 'loading' | 'failed' | 'minimal';

/** What the shell puts in the page's slots, drawn plainly: the real ones have stories of their own. */
function Slot({ children }: { children: string }) {
  return <div style={{ padding: 16, borderRadius: 16, background: 'var(--color-surface)', boxShadow: 'var(--shadow-sm)' }}>{children}</div>;
}

function seedFor(state: State): AccountStoreSeed {
  const common = {
    whitelabelVal: { INBOX3: state !== 'minimal' },
    customerService: state === 'minimal' ? [] : [{ csType: 'AICAN', path: '/chat' }],
  };
  const api = cannedApi({
    [UNREAD]: { status: 200, success: true, value: 3 },
    '/wps/member/info': () => (state === 'loading' ? NEVER : { status: 500, success: false, value: null }),
  });
  if (state === 'loading' || state === 'failed') return { api, session: MEMBER_SESSION, common };
  const member = state === 'minimal' ? { type: 0, account: 'newbie01', regDate: MEMBER_INFO.regDate } : MEMBER_INFO;
  return { api, session: MEMBER_SESSION, member, common };
}

function MeDemo({ state }: { state: State }) {
  return (
    <StoryFrame seed={seedFor(state)}>
      <MePage
        balance={<Slot>Balance ₱1,520.50</Slot>}
        vip={state === 'minimal' ? undefined : <Slot>VIP level: Gold · 50%</Slot>}
        referral={state === 'minimal' ? undefined : <Slot>Refer friends</Slot>}
        language={<Slot>Language: English</Slot>}
        notifications={state !== 'minimal'}
        onInstallApp={state === 'minimal' ? undefined : () => undefined}
        onLogOut={() => undefined}
      />
    </StoryFrame>
  );
}

const meta = {
  title: 'Account/Me',
  component: MeDemo,
  parameters: { layout: 'fullscreen' },
  args: { state: 'full' },
  argTypes: { state: { control: 'inline-radio', options: ['full', 'loading', 'failed', 'minimal'] } },
} satisfies Meta<typeof MeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with everything: details, the shell's slots, the inbox with three unread, customer service, the app. */
export const Full: Story = {};
/** Member info on its way: the card keeps its place. */
export const Loading: Story = { args: { state: 'loading' } };
/** Member info failed: said so, with a retry; the entries still work. */
export const Failed: Story = { args: { state: 'failed' } };
/** The least a page can have: a new member, a merchant without inbox, customer service, push or the app. */
export const Minimal: Story = { args: { state: 'minimal' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Urdu: Story = { globals: { language: 'UR' } };
export const UrduDark: Story = { globals: { language: 'UR', theme: 'dark' } };
