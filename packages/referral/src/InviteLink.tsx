import { useId, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectMerchantName, toastShown } from '@lotto/app-core';
import { COPY_MANUAL_TOAST_MS, COPY_TOAST_MS, copyShownText } from '@lotto/app-core/copy-text';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { REFERRAL_NAMESPACE } from './locales';
import { shareInvite } from './web-share';

/**
 * The invite link, shown whole (it wraps: the code at its end stays visible on a phone), with Copy
 * and Share. Copy tries the clipboard, then the page's copy command on the selected link, and
 * says which worked; Share opens the system sheet where there is one and copies where there is
 * none. A second tap while the sheet is open shares nothing more.
 */
export function InviteLink({ link }: { link: string }) {
  const { t } = useTexts(REFERRAL_NAMESPACE);
  const dispatch = useDispatch();
  const merchant = useSelector(selectMerchantName);
  const titleId = useId();
  const linkRef = useRef<HTMLParagraphElement>(null);
  const [sharing, setSharing] = useState(false);

  const copy = async () => {
    const outcome = await copyShownText(link, linkRef.current);
    dispatch(
      outcome === 'copied'
        ? toastShown({ messageKey: 'link.copied', namespace: REFERRAL_NAMESPACE, variant: 'success', durationMs: COPY_TOAST_MS })
        : toastShown({ messageKey: 'link.copyManual', namespace: REFERRAL_NAMESPACE, variant: 'info', durationMs: COPY_MANUAL_TOAST_MS }),
    );
  };

  const share = async () => {
    setSharing(true);
    try {
      const outcome = await shareInvite({ title: merchant, text: t('share.text', { merchant }), url: link }, navigator);
      if (outcome === 'unavailable') await copy();
    } finally {
      setSharing(false);
    }
  };

  return (
    <section className="referral-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="referral-card__title">
        {t('link.title')}
      </h2>
      <p ref={linkRef} className="referral-link" dir="ltr">
        {link}
      </p>
      <div className="referral-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('link.copy')}
        </Button>
        <Button busy={sharing} onClick={() => void share()}>
          {t('link.share')}
        </Button>
      </div>
    </section>
  );
}
