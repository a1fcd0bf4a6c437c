import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { useEffect, useRef, useState } from 'react';
import { INSTALL_NAMESPACE } from '../locales';
import { lottoNativeBridge } from './lotto-native';
import type { NativeAppBridge } from './native-contract';
import type { DownloadWindow } from './update-now';

interface AppDownloadProps {
  bridge?: NativeAppBridge;
  target?: Pick<DownloadWindow, 'location'>;
}

/**
 * The body of /m/appDownload, where native apps below 2.4.39 send Update Now (spec 001 §2 routes,
 * §5). It starts the download of the app's platform link at once, in this tab (the page has no
 * other purpose), and keeps a Download button should it not start. The token the address carried
 * was taken into the session and removed before the page rendered (the shell's boot,
 * app-core's `takeTokenFromUrl`).
 */
export function AppDownload({ bridge = lottoNativeBridge(), target = window }: AppDownloadProps) {
  const { t } = useTexts(INSTALL_NAMESPACE);
  const [link] = useState(() => {
    const info = bridge.readAppInfo();
    return info?.upgrade?.links[info.platform] ?? null;
  });
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, StrictMode's second run included.
    if (!link || started.current) return;
    started.current = true;
    target.location.assign(link);
  }, [link, target]);

  if (!link) {
    return (
      <section className="install-download">
        <p className="install-download__text" role="status">
          {t('download_none')}
        </p>
      </section>
    );
  }
  return (
    <section className="install-download">
      <p className="install-download__text" role="status">
        {t('download_starting')}
      </p>
      <Button onClick={() => target.location.assign(link)}>{t('download_button')}</Button>
    </section>
  );
}
