import { readBrowserEnvironment } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { useEffect, useRef, useState } from 'react';
import { INSTALL_NAMESPACE } from '../locales';
import { promptEnvironment, PromptEnvironmentProvider, type PromptEnvironment } from '../prompts/prompt-environment';
import { lottoNativeBridge } from './lotto-native';
import type { NativeAppBridge } from './native-contract';
import { followableDownload, type DownloadWindow } from '../prompts/download-target';
import { MerchantDownloads } from './MerchantDownloads';

interface AppDownloadProps {
  bridge?: NativeAppBridge;
  target?: Pick<DownloadWindow, 'location'>;
  /** Where the page runs; the browser's by default (app-core's environment, the prompts' browser kind). */
  environment?: PromptEnvironment;
}

/**
 * The body of /m/appDownload, where native apps below 2.4.39 send Update Now (spec 001 §2 routes,
 * §5). Inside such an app it starts the download of the app's platform link at once, in this tab
 * (the page has no other purpose), and keeps a Download button should it not start. Anywhere else
 * (a browser, or an app with no link of its own) it offers the merchant's links. The token the
 * address carried was taken into the session and removed before the page rendered (the shell's
 * boot, app-core's `takeTokenFromUrl`).
 */
export function AppDownload({ bridge = lottoNativeBridge(), target = window, environment }: AppDownloadProps) {
  const [link] = useState(() => {
    const info = bridge.readAppInfo();
    const written = info?.upgrade?.links[info.platform];
    return written ? followableDownload(written) : null;
  });
  const [env] = useState(() => environment ?? promptEnvironment(readBrowserEnvironment()));
  if (!link) {
    return (
      <PromptEnvironmentProvider value={env}>
        <MerchantDownloads />
      </PromptEnvironmentProvider>
    );
  }
  return <NativeDownload link={link} target={target} />;
}

/** The native app's own link, started once. */
function NativeDownload({ link, target }: { link: string; target: Pick<DownloadWindow, 'location'> }) {
  const { t } = useTexts(INSTALL_NAMESPACE);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, StrictMode's second run included.
    if (started.current) return;
    started.current = true;
    target.location.assign(link);
  }, [link, target]);

  return (
    <section className="install-download">
      <p className="install-download__text" role="status">
        {t('download_starting')}
      </p>
      <Button onClick={() => target.location.assign(link)}>{t('download_button')}</Button>
    </section>
  );
}
