import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTexts } from '@lotto/i18n';
import { AlertDialog } from '@lotto/ui';
import { ChatEntry } from './ChatEntry';
import { CHAT_NAMESPACE } from './locales';
import './chat.css';

/** A page with the floating entry at its end corner; a press is counted on the story. */
function ChatEntryDemo({ unread, busy }: { unread: number; busy: boolean }) {
  const [pressed, setPressed] = useState(0);
  return (
    <div style={{ minBlockSize: '100vh', padding: 16 }}>
      <p>A page of the app. The entry was pressed {pressed} times.</p>
      <ChatEntry unread={unread} busy={busy} onPress={() => setPressed((count) => count + 1)} />
    </div>
  );
}

const meta = {
  title: 'Chat/Chat entry',
  component: ChatEntryDemo,
  parameters: { layout: 'fullscreen' },
  args: { unread: 0, busy: false },
} satisfies Meta<typeof ChatEntryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread (and what a visitor sees). */
export const Entry: Story = {};

/** The badge: the count is also in the button's name and announced in a live region. */
export const WithUnread: Story = { args: { unread: 3 } };

/** Past 99 the badge says 99+; the name still says the real count. */
export const ManyUnread: Story = { args: { unread: 120 } };

/** A launch under way: presses are ignored. */
export const Launching: Story = { args: { unread: 1, busy: true } };

export const Urdu: Story = { args: { unread: 3 }, globals: { language: 'UR' } };

export const Dark: Story = { args: { unread: 3 }, globals: { theme: 'dark' } };

/**
 * A refusal as the feedback host shows it: member type 4 pressing the entry (`no_permissions`,
 * spec 001 §8), or an external redirect to a host the merchant does not list (`redirect_refused`).
 */
function RefusalDemo({ messageKey = 'no_permissions' }: { messageKey?: 'no_permissions' | 'redirect_refused' }) {
  const { t } = useTexts(CHAT_NAMESPACE);
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minBlockSize: '100vh', padding: 16 }}>
      <ChatEntry unread={0} onPress={() => setOpen(true)} />
      <AlertDialog open={open} message={t(messageKey)} onConfirm={() => setOpen(false)} />
    </div>
  );
}

export const Refusal: StoryObj<typeof RefusalDemo> = { render: () => <RefusalDemo /> };

export const RefusalUrdu: StoryObj<typeof RefusalDemo> = { render: () => <RefusalDemo />, globals: { language: 'UR' } };

export const RefusalDark: StoryObj<typeof RefusalDemo> = { render: () => <RefusalDemo />, globals: { theme: 'dark' } };

/** A signed-in member's external redirect to a host the merchant does not list: nothing was sent. */
export const RedirectRefused: StoryObj<typeof RefusalDemo> = { render: () => <RefusalDemo messageKey="redirect_refused" /> };

export const RedirectRefusedUrdu: StoryObj<typeof RefusalDemo> = {
  render: () => <RefusalDemo messageKey="redirect_refused" />,
  globals: { language: 'UR' },
};

export const RedirectRefusedDark: StoryObj<typeof RefusalDemo> = {
  render: () => <RefusalDemo messageKey="redirect_refused" />,
  globals: { theme: 'dark' },
};
