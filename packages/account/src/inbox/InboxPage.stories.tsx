import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { inboxPage, MEMBER_SESSION, StoryFrame } from '../testing';
import { InboxPage } from './InboxPage';
import '../account.css';

const NEVER: Promise<ApiResult> = new Promise(() => undefined);

type Answer = 'messages' | 'empty' | 'failed' | 'pending' | 'no-inbox';

function InboxDemo({ answer }: { answer: Answer }) {
  const api = cannedApi({
    '/wps/relay/EMFE_getInbox': (_body, options) =>
      answer === 'pending'
        ? NEVER
        : answer === 'failed'
          ? { status: 500, success: false, value: null }
          : answer === 'no-inbox'
            ? { status: 200, success: false, value: null, errorCode: 'function.not.available' }
            : { status: 200, success: true, value: inboxPage({ page: Number(options.query?.page), total: answer === 'empty' ? 0 : 23 }) },
    '/wps/relay/EMFE_readInbox': { status: 200, success: true, value: null },
  });
  return (
    <StoryFrame seed={{ api, session: MEMBER_SESSION, common: { whitelabelVal: { INBOX3: true } } }} path="/m/inbox">
      <InboxPage />
    </StoryFrame>
  );
}

const meta = {
  title: 'Account/Inbox',
  component: InboxDemo,
  parameters: { layout: 'fullscreen' },
  args: { answer: 'messages' },
  argTypes: { answer: { control: 'inline-radio', options: ['messages', 'empty', 'failed', 'pending', 'no-inbox'] } },
} satisfies Meta<typeof InboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: three unread (a dot, bold), "load more" at the end. */
export const Full: Story = {};
export const Loading: Story = { args: { answer: 'pending' } };
export const Failed: Story = { args: { answer: 'failed' } };
export const Empty: Story = { args: { answer: 'empty' } };
/** The merchant has no inbox: said so, with the way back. */
export const NotAvailable: Story = { args: { answer: 'no-inbox' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Urdu: Story = { globals: { language: 'UR' } };
