import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createInstallStore } from './testing/create-install-store';
import { UpdateNotice } from './UpdateNotice';
import './install.css';

/** A page with the notice on top, as after a new deployment was found; Refresh stays on the story. */
function UpdateNoticeDemo({ found }: { found: boolean }) {
  const [store] = useState(() => createInstallStore({ updateFound: found }));
  const [refreshed, setRefreshed] = useState(0);
  return (
    <Provider store={store}>
      <p style={{ padding: '96px 16px 16px' }}>A page of the app. Refresh pressed {refreshed} times.</p>
      <UpdateNotice onRefresh={() => setRefreshed((count) => count + 1)} />
    </Provider>
  );
}

const meta = {
  title: 'Install/Update notice',
  component: UpdateNoticeDemo,
  parameters: { layout: 'fullscreen' },
  args: { found: true },
} satisfies Meta<typeof UpdateNoticeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

/** Before a new deployment is found: nothing at all. */
export const NothingFound: Story = { args: { found: false } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
