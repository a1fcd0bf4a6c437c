import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createInstallStore } from '../testing/create-install-store';
import { AppUpgradeModal } from './AppUpgradeModal';
import type { NativeAppBridge } from './native-contract';
import '../install.css';

/** A stand-in app that opens nothing: Update Now stays on the story. */
const storyBridge: NativeAppBridge = { readAppInfo: () => null, openUrl: () => true };

/** The modal as inside the native app with an upgrade on offer (spec 001 §2 screen 7). */
function AppUpgradeDemo({ mandatory, title, description }: { mandatory: boolean; title: string; description: string }) {
  const [store] = useState(() =>
    createInstallStore(
      { upgrade: { title, description, link: 'https://dl.example.com/lotto-2.5.0.apk', direct: true } },
      { whitelabelVal: { MANDATORYAPPUPDATES3: mandatory } },
    ),
  );
  return (
    <Provider store={store}>
      <AppUpgradeModal bridge={storyBridge} />
    </Provider>
  );
}

const meta = {
  title: 'Install/App upgrade modal',
  component: AppUpgradeDemo,
  parameters: { layout: 'fullscreen' },
  args: { mandatory: false, title: 'Version 2.5.0 is here', description: 'Faster draws and a new results page.\nUpdate to keep playing.' },
} satisfies Meta<typeof AppUpgradeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Optional: close, Escape, Back and the backdrop put it off for this visit. */
export const Optional: Story = {};

/** MANDATORYAPPUPDATES3 on: no close button; only Update Now. */
export const Mandatory: Story = { args: { mandatory: true } };

/** The app sent no title or description: the package's own words, right to left. */
export const Urdu: Story = { args: { title: '', description: '' }, globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const MandatoryDark: Story = { args: { mandatory: true }, globals: { theme: 'dark' } };
