import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NotificationPrompt } from './NotificationPrompt';

/** A page with the prompt at the bottom, as after a login; the player's answer shows on the page. */
function NotificationPromptDemo({ state }: { state: 'offering' | 'denied' }) {
  const [answer, setAnswer] = useState<string>('none yet');
  return (
    <>
      <p style={{ padding: '16px' }}>A page of the app. Answer: {answer}.</p>
      {answer === 'none yet' && (
        <NotificationPrompt
          state={state}
          onAllow={() => setAnswer('allow (the browser asks next)')}
          onDismiss={() => setAnswer('closed')}
        />
      )}
    </>
  );
}

const meta = {
  title: 'Push/Notification prompt',
  component: NotificationPromptDemo,
  parameters: { layout: 'fullscreen' },
  args: { state: 'offering' },
} satisfies Meta<typeof NotificationPromptDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The soft explanation offered once per session, before the browser's own prompt. */
export const Offering: Story = {};

/** The browser's answer was no: notification_request_tips. */
export const Denied: Story = { args: { state: 'denied' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const DeniedUrdu: Story = { args: { state: 'denied' }, globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
