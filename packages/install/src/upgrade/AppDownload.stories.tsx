import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import type { PromptEnvironment } from '../prompts/prompt-environment';
import { createInstallStore } from '../testing/create-install-store';
import { AppDownload } from './AppDownload';
import type { NativeAppBridge } from './native-contract';
import '../install.css';
import '../prompts/prompts.css';

const MERCHANT_LINKS = {
  Android: 'https://dl.example.com/lucky.apk',
  IOS: 'https://apps.example.com/lucky',
  MOBILECONFIG: 'https://dl.example.com/lucky.mobileconfig',
};
const ANDROID: PromptEnvironment = { inApp: false, pwa: false, webclip: false, kind: 'android', iosVersion: null, host: 'lotto.example' };
const IOS_SAFARI: PromptEnvironment = { ...ANDROID, kind: 'ios-safari', iosVersion: 17.4 };
/** Stories never leave the page: a download "starts" nowhere. */
const stayHere = { location: { assign: () => undefined } };

/** /m/appDownload's body: inside an old native app (its own link), or in a browser (the merchant's links). */
function AppDownloadDemo({
  nativeLink,
  links,
  environment,
}: {
  nativeLink: string | null;
  links: Record<string, string>;
  environment: PromptEnvironment;
}) {
  const [store] = useState(() => createInstallStore({}, { resources: links }));
  const bridge: NativeAppBridge = {
    readAppInfo: () =>
      nativeLink
        ? { version: '2.4.10', platform: 'Android', upgrade: { title: '', description: '', links: { Android: nativeLink } } }
        : null,
    openUrl: () => false,
  };
  return (
    <Provider store={store}>
      <AppDownload bridge={bridge} target={stayHere} environment={environment} />
    </Provider>
  );
}

const meta = {
  title: 'Install/App download page',
  component: AppDownloadDemo,
  parameters: { layout: 'fullscreen' },
  args: { nativeLink: null, links: MERCHANT_LINKS, environment: ANDROID },
} satisfies Meta<typeof AppDownloadDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a native app below 2.4.39: its link is downloading, with the button again. */
export const NativeAppDownloading: Story = { args: { nativeLink: 'https://dl.example.com/lucky-2.5.0.apk' } };

/** In an Android browser: the merchant's links, Android first. */
export const BrowserAndroid: Story = {};

/** In iOS Safari: the iPhone app first, and the home-screen profile. */
export const BrowserIos: Story = { args: { environment: IOS_SAFARI } };

/** No link anywhere. */
export const NoneAvailable: Story = { args: { links: {} } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { args: { environment: IOS_SAFARI }, globals: { theme: 'dark' } };
