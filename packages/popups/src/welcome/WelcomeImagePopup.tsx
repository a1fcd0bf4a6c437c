import { useState } from 'react';
import { parseAddress } from '@lotto/app-core';
import type { Banner } from '../server-data/banners';
import { useTexts } from '@lotto/i18n';
import { Button, Modal } from '@lotto/ui';
import { POPUPS_NAMESPACE } from '../locales';
import { copyText } from './copy-text';
import { imageFileName } from './welcome-rules';

/** Portrait, as the platform's welcome images are drawn. */
const WELCOME_WIDTH = 600;
const WELCOME_HEIGHT = 800;

interface WelcomeImagePopupProps {
  banner: Banner | null;
  /** Closed, or saved: either way this image is done. */
  onDone: (banner: Banner) => void;
}

/**
 * Screen 10 of spec 001: a welcome image with save (the browser downloads it), copy link (the
 * clipboard, else the page's copy command, else the link shown to copy by hand) and close.
 */
export function WelcomeImagePopup({ banner, onDone }: WelcomeImagePopupProps) {
  const { t } = useTexts(POPUPS_NAMESPACE);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The banner list drops malformed images; this never throws during render whatever reaches it.
  const address = parseAddress(banner?.url, window.location.href)?.toString() ?? '';
  const done = () => {
    if (!banner) return;
    setCopy('idle');
    onDone(banner);
  };

  return (
    <Modal
      open={banner !== null}
      onClose={done}
      title={banner?.title || t('welcome')}
      closeOnBack={false}
      className="popups-welcome"
      footer={
        <div className="popups-welcome__actions">
          <a
            className="popups-welcome__save ui-button ui-button--primary"
            href={address}
            download={banner ? imageFileName(banner.url) : undefined}
            onClick={done}
          >
            {t('save_image')}
          </a>
          <Button variant="secondary" onClick={() => void copyText(address).then((ok) => setCopy(ok ? 'copied' : 'failed'))}>
            {t('copy_link')}
          </Button>
        </div>
      }
    >
      {banner ? (
        <>
          <img className="popups-welcome__image" src={banner.url} alt={banner.title ?? ''} width={WELCOME_WIDTH} height={WELCOME_HEIGHT} />
          {copy === 'copied' ? (
            <p role="status" className="popups-welcome__note">
              {t('link_copied')}
            </p>
          ) : null}
          {copy === 'failed' ? (
            <p role="status" className="popups-welcome__note">
              {t('copy_failed')} <bdi dir="ltr">{address}</bdi>
            </p>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
