import { toastShown } from '@lotto/app-core';
import type { MouseEvent, ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { opensInSameTab } from './download-target';
import { isIos } from './browser';
import { SETTINGS_TOAST_MS } from './constants';
import { appDownloadChosen, type DownloadPlace } from './download-chosen';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import { usePromptEnvironment } from './prompt-environment';
import { overlayOpened } from './prompts-slice';

interface DownloadLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  /** Where the link is shown, for the downloadApp event. */
  place: DownloadPlace;
  /** The app the link installs; this device's by default (the bar, the sheet and the modal offer only that one). */
  app?: 'android' | 'ios';
}

/**
 * A native app link (spec 001 §5): installer and profile files in the same tab, anything else
 * (a store page) in a new one. iOS downloads need Safari, so other iOS browsers get the spec's
 * sentence; an in-app browser gets the "open in browser" hint instead of a download that cannot work.
 * A download that goes ahead is announced (`appDownloadChosen`) for the downloadApp event.
 */
export function DownloadLink({ href, className, children, place, app }: DownloadLinkProps) {
  const dispatch = useDispatch();
  const { kind } = usePromptEnvironment();
  const onClick = (event: MouseEvent) => {
    if (kind === 'ios-other') {
      event.preventDefault();
      dispatch(
        toastShown({ messageKey: 'use_safari', namespace: INSTALL_PROMPTS_NAMESPACE, durationMs: SETTINGS_TOAST_MS, variant: 'error' }),
      );
    } else if (kind === 'in-app') {
      event.preventDefault();
      dispatch(overlayOpened('inAppHint'));
    } else {
      dispatch(appDownloadChosen({ place, kind: app ?? (isIos(kind) ? 'ios' : 'android') }));
    }
  };
  const sameTab = opensInSameTab(href);
  return (
    <a className={className} href={href} onClick={onClick} {...(sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
    </a>
  );
}
