import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import type { RuntimeEnvironment } from '@lotto/app-core';
import { createPromptsStore } from '../testing/create-prompts-store';
import type { BrowserKind } from './browser';
import { InstallPrompts } from './InstallPrompts';
import type { PromptOverlay } from './prompts-slice';
import './prompts.css';

const runtime: RuntimeEnvironment = { inApp: false, pwa: false, webclip: false, ipad: false, iosVersion: null };

interface PromptsDemoProps {
  /** Which overlay is open; none shows the download bar alone. */
  overlay: PromptOverlay;
  kind: BrowserKind;
  iosVersion: number | null;
  /** Chromium captured an install event (the Install button). */
  installEvent: boolean;
  downloadBonus: boolean;
  /** The forced app download, shown after a deposit. */
  forced: boolean;
  /** The shell hands over the promotion page's opener: with the promotion running, the popup offers its button. */
  activity: boolean;
}

/** The prompts as the shell shows them on /m/home, in one browser or another (spec 001 §2 screens 1–5). */
function PromptsDemo({ overlay, kind, iosVersion, installEvent, downloadBonus, forced, activity }: PromptsDemoProps) {
  const [store] = useState(() =>
    createPromptsStore(
      // Done and held: the stories show the state asked for, not the timers that lead to it.
      {
        overlay,
        installEvent,
        a2hsDone: overlay !== 'a2hs',
        deposits: forced ? { count: 1, firstDeposit: true } : null,
        depositSeen: forced,
      },
      {
        whitelabelVal: {},
        downloadBonus,
        appDownload: { forcedDownloadDomains: [location.hostname] },
        session: forced ? { token: 'story', userName: 'player01' } : null,
        answers: {
          '/wps/relay/MCSFE_getDepositSettings': { success: true, status: 200, value: { totalDepositSuccessCount: 1, firstDeposit: 'Y' } },
        },
      },
    ),
  );
  const environment = { inApp: false, pwa: false, webclip: false, kind, iosVersion, host: location.hostname };
  return (
    <Provider store={store}>
      <InstallPrompts
        pathname="/m/home"
        environment={runtime}
        promptEnvironmentOverride={environment}
        onActivity={activity ? () => undefined : undefined}
      />
    </Provider>
  );
}

const meta = {
  title: 'Install/Install and download prompts',
  component: PromptsDemo,
  parameters: { layout: 'fullscreen' },
  args: { overlay: null, kind: 'android', iosVersion: null, installEvent: false, downloadBonus: true, forced: false, activity: false },
  argTypes: {
    overlay: { control: 'select', options: [null, 'a2hs', 'popup', 'choice', 'profileNote', 'inAppHint'] },
    kind: { control: 'select', options: ['android', 'ios-safari', 'ios-other', 'in-app', 'other'] },
  },
} satisfies Meta<typeof PromptsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen 1: icon, five stars, the bonus gift, Download and close. */
export const DownloadBar: Story = {};
export const DownloadBarWithoutBonus: Story = { args: { downloadBonus: false } };
export const DownloadBarDark: Story = { globals: { theme: 'dark' } };
export const DownloadBarUrdu: Story = { globals: { language: 'UR' } };

/** Screen 2: every way to install. */
export const Popup: Story = { args: { overlay: 'popup' } };
/** With an app-download promotion running: its go-to-activity button, which opens the promotion's page. */
export const PopupWithActivity: Story = { args: { overlay: 'popup', activity: true } };
export const PopupOnIphone: Story = { args: { overlay: 'popup', kind: 'ios-safari', iosVersion: 17.4 } };
export const PopupDark: Story = { args: { overlay: 'popup' }, globals: { theme: 'dark' } };
export const PopupUrdu: Story = { args: { overlay: 'popup' }, globals: { language: 'UR' } };

/** Screen 3: app or web. */
export const AppOrWeb: Story = { args: { overlay: 'choice' } };
export const AppOrWebDark: Story = { args: { overlay: 'choice' }, globals: { theme: 'dark' } };
export const AppOrWebUrdu: Story = { args: { overlay: 'choice' }, globals: { language: 'UR' } };

/** Screen 4 on Chromium: the browser's own install. */
export const AddToHomeScreenChromium: Story = { args: { overlay: 'a2hs', installEvent: true } };
export const AddToHomeScreenChromiumDark: Story = { args: { overlay: 'a2hs', installEvent: true }, globals: { theme: 'dark' } };
export const AddToHomeScreenChromiumUrdu: Story = { args: { overlay: 'a2hs', installEvent: true }, globals: { language: 'UR' } };
/** Chromium without an install event: the browser menu. */
export const AddToHomeScreenBrowserMenu: Story = { args: { overlay: 'a2hs', kind: 'other' } };
/** The iOS guide: share-sheet steps and the profile footer. */
export const IosGuide: Story = { args: { overlay: 'a2hs', kind: 'ios-safari', iosVersion: 17.4 } };
export const AddToHomeScreenBrowserMenuUrdu: Story = { args: { overlay: 'a2hs', kind: 'other' }, globals: { language: 'UR' } };
/** iOS 26: the ⋯ menu first. */
export const IosGuideIos26: Story = { args: { overlay: 'a2hs', kind: 'ios-safari', iosVersion: 26 } };
/** Below iOS 12.2: the legacy steps. */
export const IosGuideLegacy: Story = { args: { overlay: 'a2hs', kind: 'ios-safari', iosVersion: 12.1 } };
export const IosGuideLegacyUrdu: Story = { args: { overlay: 'a2hs', kind: 'ios-safari', iosVersion: 12.1 }, globals: { language: 'UR' } };
export const IosGuideIos26Dark: Story = { args: { overlay: 'a2hs', kind: 'ios-safari', iosVersion: 26 }, globals: { theme: 'dark' } };
export const IosGuideDark: Story = { args: { overlay: 'a2hs', kind: 'ios-safari', iosVersion: 17.4 }, globals: { theme: 'dark' } };
export const IosGuideUrdu: Story = { args: { overlay: 'a2hs', kind: 'ios-safari', iosVersion: 17.4 }, globals: { language: 'UR' } };
/** Chrome, Firefox… on iOS. */
export const UseSafari: Story = { args: { overlay: 'a2hs', kind: 'ios-other', iosVersion: 17.4 } };
export const UseSafariDark: Story = { args: { overlay: 'a2hs', kind: 'ios-other', iosVersion: 17.4 }, globals: { theme: 'dark' } };
export const UseSafariUrdu: Story = { args: { overlay: 'a2hs', kind: 'ios-other', iosVersion: 17.4 }, globals: { language: 'UR' } };
/** Facebook, Instagram, LINE, TikTok webviews. */
export const InAppBrowser: Story = { args: { overlay: 'a2hs', kind: 'in-app', iosVersion: 17.4 } };
export const InAppBrowserUrdu: Story = { args: { overlay: 'a2hs', kind: 'in-app' }, globals: { language: 'UR' } };
export const InAppBrowserDark: Story = { args: { overlay: 'a2hs', kind: 'in-app', iosVersion: 17.4 }, globals: { theme: 'dark' } };
/** A download tapped inside an in-app browser: the short "open in browser" note. */
export const InAppDownloadHint: Story = { args: { overlay: 'inAppHint', kind: 'in-app', iosVersion: 17.4 } };
export const InAppDownloadHintUrdu: Story = {
  args: { overlay: 'inAppHint', kind: 'in-app', iosVersion: 17.4 },
  globals: { language: 'UR' },
};
/** Back from the profile download on iOS 17+. */
export const ProfileDownloadedNote: Story = { args: { overlay: 'profileNote', kind: 'ios-safari', iosVersion: 17.4 } };
export const ProfileDownloadedNoteDark: Story = {
  args: { overlay: 'profileNote', kind: 'ios-safari', iosVersion: 17.4 },
  globals: { theme: 'dark' },
};
export const ProfileDownloadedNoteUrdu: Story = {
  args: { overlay: 'profileNote', kind: 'ios-safari', iosVersion: 17.4 },
  globals: { language: 'UR' },
};

/** Screen 5: after a deposit. */
export const ForcedDownload: Story = { args: { forced: true } };
export const ForcedDownloadDark: Story = { args: { forced: true }, globals: { theme: 'dark' } };
export const ForcedDownloadUrdu: Story = { args: { forced: true }, globals: { language: 'UR' } };
