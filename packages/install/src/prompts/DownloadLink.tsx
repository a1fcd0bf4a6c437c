import { toastShown } from '@lotto/app-core';
import type { MouseEvent, ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { opensInSameTab } from '../upgrade/update-now';
import { SETTINGS_TOAST_MS } from './constants';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import { usePromptEnvironment } from './prompt-environment';
import { overlayOpened } from './prompts-slice';

interface DownloadLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

/**
 * A native app link (spec 001 §5): installer and profile files in the same tab, anything else
 * (a store page) in a new one. iOS downloads need Safari, so other iOS browsers get the spec's
 * sentence; an in-app browser gets the "open in browser" hint instead of a download that cannot work.
 */
export function DownloadLink({ href, className, children }: DownloadLinkProps) {
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
    }
  };
  const sameTab = opensInSameTab(href);
  return (
    <a className={className} href={href} onClick={onClick} {...(sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
    </a>
  );
}
