import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { OfflineNotice } from './OfflineNotice';
import '../install.css';

/** What the browser says of the network, as on a phone in flight mode; the story's own setting before its notice reads it. */
function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

/** A page of the app with the notice, the browser online or not; the real setting comes back when the story goes. */
function OfflinePage({ offline }: { offline: boolean }) {
  setBrowserOnline(!offline);
  useEffect(
    () => () => {
      delete (navigator as { onLine?: boolean }).onLine;
      window.dispatchEvent(new Event('online'));
    },
    [],
  );
  return (
    <>
      <p style={{ padding: '112px 16px 16px' }}>A page of the app, opened from the device.</p>
      <OfflineNotice />
    </>
  );
}

const meta = {
  title: 'Install/Offline notice',
  component: OfflinePage,
  parameters: { layout: 'fullscreen' },
  args: { offline: true },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No network: the notice stays for as long as that lasts. */
export const Offline: Story = {};

/** Online: nothing at all. */
export const Online: Story = { args: { offline: false } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
