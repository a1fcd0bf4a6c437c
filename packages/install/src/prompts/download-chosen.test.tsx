import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createPromptsStore } from '../testing/create-prompts-store';
import { renderPrompts, setupPromptsI18n } from '../testing/render-prompts';
import type { BrowserKind } from './browser';
import { appDownloadChosen } from './download-chosen';
import { DownloadLink } from './DownloadLink';
import { ProfileButton } from './ProfileButton';
import { PromptEnvironmentProvider, type PromptEnvironment } from './prompt-environment';

const environment = (kind: BrowserKind): PromptEnvironment => ({
  inApp: false,
  pwa: false,
  webclip: false,
  kind,
  iosVersion: kind.startsWith('ios') ? 17 : null,
  host: '127.0.0.1',
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupPromptsI18n();
});

/** The download announcements a tap dispatched (the link's own navigation held back: jsdom has none). */
function tap(kind: BrowserKind, ui: React.ReactElement, name: string) {
  const store = createPromptsStore();
  const dispatch = vi.spyOn(store, 'dispatch');
  renderPrompts(<PromptEnvironmentProvider value={environment(kind)}>{ui}</PromptEnvironmentProvider>, { i18n, store });
  const target = screen.getByRole(ui.type === ProfileButton ? 'button' : 'link', { name });
  target.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(target);
  cleanup();
  return dispatch.mock.calls.map(([action]) => action).filter((action) => appDownloadChosen.match(action));
}

describe('a download the player chooses (downloadApp)', () => {
  it('is announced with where it was chosen and this device’s app', () => {
    expect(
      tap(
        'android',
        <DownloadLink href="/app.apk" className="x" place="bar">
          Get
        </DownloadLink>,
        'Get',
      ),
    ).toEqual([appDownloadChosen({ place: 'bar', kind: 'android' })]);
    expect(
      tap(
        'ios-safari',
        <DownloadLink href="/app.ipa" className="x" place="forced">
          Get
        </DownloadLink>,
        'Get',
      ),
    ).toEqual([appDownloadChosen({ place: 'forced', kind: 'ios' })]);
  });

  it('names the app a link of the popup installs, whatever the device', () => {
    expect(
      tap(
        'android',
        <DownloadLink href="/app.ipa" className="x" place="popup" app="ios">
          iPhone
        </DownloadLink>,
        'iPhone',
      ),
    ).toEqual([appDownloadChosen({ place: 'popup', kind: 'ios' })]);
  });

  it('is not announced where the page refuses the download (iOS outside Safari, an in-app browser)', () => {
    expect(
      tap(
        'ios-other',
        <DownloadLink href="/app.ipa" className="x" place="bar">
          Get
        </DownloadLink>,
        'Get',
      ),
    ).toEqual([]);
    expect(
      tap(
        'in-app',
        <DownloadLink href="/app.apk" className="x" place="choice">
          Get
        </DownloadLink>,
        'Get',
      ),
    ).toEqual([]);
  });

  it('counts the iOS profile install as a download', () => {
    expect(tap('ios-safari', <ProfileButton link="#profile" place="guide" />, 'Install profile')).toEqual([
      appDownloadChosen({ place: 'guide', kind: 'profile' }),
    ]);
  });
});
