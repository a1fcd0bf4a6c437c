import { useEffect, useId, useRef, useState } from 'react';
import type { PopupItem } from '../server-data/announcements';
import { useTexts } from '@lotto/i18n';
import { Button, Modal, usePrefersReducedMotion } from '@lotto/ui';
import { goToTarget, type GoToContext, type GoToTarget } from '@lotto/app-core';
import { LinkedHtml } from '@lotto/app-core/linked-html';
import { GoToActivityButton } from '../activity/GoToActivityButton';
import { ANNOUNCEMENT_AUTOPLAY_MS } from '../constants';
import { POPUPS_NAMESPACE } from '../locales';
import { useSlides } from '../use-slides';
import { useSwipe } from '../use-swipe';
import { hideChoiceFor, mayClose, type HideChoice } from './popup-rules';

export interface AnnouncementPopupProps {
  open: boolean;
  items: readonly PopupItem[];
  goTo: GoToContext;
  /** Closing, with the hide the player ticked ("do not show today" or "… again"), if any. */
  onClose: (hide: HideChoice | null) => void;
  /** A page of the app (a link in the content, a go-to button): the popup has closed. */
  onNavigate: (path: string) => void;
  onOpenOutside: (url: string) => void;
  onAppDownload?: () => void;
  /** Each item the first time it is on screen while the popup is open (viewContent). */
  onItemSeen?: (item: PopupItem) => void;
}

/**
 * Screen 9 of spec 001: the header 'announcement', one slide per item (title and sanitised
 * HTML), previous and next, autoplay every 5 s, "do not show today" or "do not show this popup
 * again" (popup-rules' `hideChoiceFor`), and for promotion items
 * 'go to activity' and 'know it'. With forceRead the close control works only once every slide
 * has been seen, and says so. Each item on screen is reported once per showing (`onItemSeen`).
 */
export function AnnouncementPopup({
  open,
  items,
  goTo,
  onClose,
  onNavigate,
  onOpenOutside,
  onAppDownload,
  onItemSeen,
}: AnnouncementPopupProps) {
  const { t } = useTexts(POPUPS_NAMESPACE);
  const reducedMotion = usePrefersReducedMotion();
  const [hideTicked, setHideTicked] = useState(false);
  const { index, seen, go } = useSlides(items.length, ANNOUNCEMENT_AUTOPLAY_MS, reducedMotion || !open);
  const swipe = useSwipe<HTMLDivElement>(
    () => go(index + 1),
    () => go(index - 1),
  );
  const checkboxId = useId();
  const item = items[index];
  const total = items.length;
  const closable = mayClose(items, seen);
  const hideChoice = hideChoiceFor(items);
  const hide = hideTicked ? hideChoice : null;
  const close = () => {
    if (closable) onClose(hide);
  };
  const leave = (path: string) => {
    onClose(hide);
    onNavigate(path);
  };
  const follow = (target: GoToTarget) => {
    if (target.kind === 'path') leave(target.path);
    else {
      onClose(hide);
      onAppDownload?.();
    }
  };
  // Once per item per showing of the popup: a carousel that loops past it again is not a new view.
  const reported = useRef(new Set<PopupItem['id']>());
  useEffect(() => {
    if (!open || item === undefined) {
      reported.current.clear();
      return;
    }
    if (reported.current.has(item.id)) return;
    reported.current.add(item.id);
    onItemSeen?.(item);
  }, [open, item, onItemSeen]);
  const target = item?.promotionType ? goToTarget(item.promotionType, { ...goTo, hasAppDownload: Boolean(onAppDownload) }) : null;

  return (
    <Modal
      open={open && item !== undefined}
      onClose={close}
      title={t('announcement')}
      closeOnBack={false}
      closeOnBackdrop={false}
      hideCloseButton
      className="popups-announcement"
      footer={
        <div className="popups-announcement__footer">
          {total > 1 ? (
            <div className="popups-announcement__pager">
              <button type="button" className="popups-announcement__step" aria-label={t('previous')} onClick={() => go(index - 1)}>
                <span aria-hidden="true" className="popups-arrow popups-arrow--back" />
              </button>
              <span aria-live="polite" aria-atomic="true">
                {t('slide_of', { current: index + 1, total })}
              </span>
              <button type="button" className="popups-announcement__step" aria-label={t('next')} onClick={() => go(index + 1)}>
                <span aria-hidden="true" className="popups-arrow" />
              </button>
            </div>
          ) : null}
          <label className="popups-announcement__hide" htmlFor={checkboxId}>
            <input id={checkboxId} type="checkbox" checked={hideTicked} onChange={(event) => setHideTicked(event.target.checked)} />
            {t(hideChoice === 'today' ? 'hide_today' : 'hide_again')}
          </label>
          {closable ? null : (
            <p className="popups-announcement__must-read" role="status">
              {t('must_read', { seen: seen.size, total })}
            </p>
          )}
          <Button variant="secondary" fullWidth aria-disabled={!closable} onClick={close}>
            {t('close')}
          </Button>
        </div>
      }
    >
      {item ? (
        <div className="popups-announcement__slide" ref={swipe}>
          <h3 className="popups-announcement__title">{item.title}</h3>
          <LinkedHtml className="popups-announcement__content" html={item.content} onInternalLink={leave} onExternalLink={onOpenOutside} />
          {item.promotionType ? (
            <div className="popups-announcement__actions">
              {target ? <GoToActivityButton key={item.id} onClick={() => follow(target)} /> : null}
              <Button variant="secondary" onClick={() => (index < total - 1 ? go(index + 1) : close())}>
                {t('know_it')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
