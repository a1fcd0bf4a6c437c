import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Provider } from 'react-redux';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { createPopupsStore } from '../testing/create-popups-store';
import { SAMPLE_NOTICES } from '../story-samples';
import { NoticeLine } from './NoticeLine';
import '../popups.css';

type NoticesAnswer = 'notices' | 'empty' | 'failed' | 'loading';

const ANSWERS: Record<NoticesAnswer, ApiResult | (() => Promise<ApiResult>)> = {
  notices: { success: true, status: 200, value: { player: SAMPLE_NOTICES } },
  empty: { success: true, status: 200, value: { player: [] } },
  failed: { success: false, status: 502, value: null },
  loading: () => new Promise<ApiResult>(() => undefined),
};

/** The notice line over the platform's PL notices. */
function NoticeDemo({ answer }: { answer: NoticesAnswer }) {
  const [store] = useState(() => createPopupsStore({ api: cannedApi({ '/wps/relay/MCSFE_getListAnnouncements': ANSWERS[answer] }) }));
  return (
    <Provider store={store}>
      <div style={{ padding: 16, maxInlineSize: 420 }}>
        <NoticeLine onNavigate={() => undefined} />
      </div>
    </Provider>
  );
}

const meta = {
  title: 'Popups/Notice line',
  component: NoticeDemo,
  parameters: { layout: 'fullscreen' },
  args: { answer: 'notices' },
  argTypes: { answer: { control: 'inline-radio', options: ['notices', 'empty', 'failed', 'loading'] } },
} satisfies Meta<typeof NoticeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notices pass by (still under reduced motion); a tap opens them whole. */
export const Notices: Story = {};

/** Stopped by its pause control (WCAG 2.2.2: it moves for longer than five seconds); Play starts it again. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const line = within(canvasElement);
    await userEvent.click(await line.findByRole('button', { name: 'Pause notices' }));
    const play = line.getByRole('button', { name: 'Play notices' });
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    const track = canvasElement.querySelector('.popups-notices__track');
    await expect(track && getComputedStyle(track).animationPlayState).toBe('paused');
  },
};

export const Loading: Story = { args: { answer: 'loading' } };

/** No notices: no line at all. */
export const Empty: Story = { args: { answer: 'empty' } };

export const Failed: Story = { args: { answer: 'failed' } };

/** Right to left: the notices pass the other way. */
export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
