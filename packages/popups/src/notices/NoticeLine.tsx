import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@lotto/app-core';
import { LinkedHtml } from '@lotto/app-core/linked-html';
import { useTexts } from '@lotto/i18n';
import { Modal } from '@lotto/ui';
import { NOTICE_SECONDS_PER_CHARACTER, NOTICE_SHORTEST_PASS_S } from '../constants';
import { POPUPS_NAMESPACE } from '../locales';
import { openOutside } from '../open-outside';
import { PauseToggle } from '../PauseToggle';
import type { Notice } from '../server-data/announcements';
import { fetchNotices } from '../server-data/notices';
import { noticeText } from './notice-text';

interface NoticeLineProps {
  /** A link inside a notice to a page of the app (the shell carries the tracked query). */
  onNavigate: (path: string) => void;
}

/**
 * The player notices (type PL) as the platform's clients show them: one line under the banners
 * that scrolls the notices past in a loop, starting with the first in view (paused while a finger or
 * the focus is on it, and by its own pause control, since it moves for longer than five seconds
 * beside other content: WCAG 2.2.2; still, and scrolled by hand, under prefers-reduced-motion),
 * each a button that opens the notices in full, sanitised,
 * their links kept in the app or opened outside. Loading: the line's skeleton; none: no line; a
 * failure: a word and a retry.
 */
export function NoticeLine({ onNavigate }: NoticeLineProps) {
  const { t } = useTexts(POPUPS_NAMESPACE);
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  // undefined: asking; null: the call failed.
  const [notices, setNotices] = useState<Notice[] | null | undefined>(undefined);
  const [reading, setReading] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const opened = useRef<HTMLElement | null>(null);

  const load = useCallback((fresh: boolean) => void dispatch(fetchNotices(fresh)).then(setNotices), [dispatch]);
  useEffect(() => load(false), [load]);
  const retry = () => {
    setNotices(undefined);
    load(true);
  };
  useEffect(() => {
    if (reading !== null) opened.current?.scrollIntoView?.({ block: 'start' });
  }, [reading]);

  if (notices?.length === 0) return null;
  const texts = (notices ?? []).map(noticeText);
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  const pass = {
    '--popups-notices-pass': `${Math.max(NOTICE_SHORTEST_PASS_S, characters * NOTICE_SECONDS_PER_CHARACTER)}s`,
  } as CSSProperties;

  return (
    <section
      className={paused ? 'popups-notices popups-notices--paused' : 'popups-notices'}
      aria-label={t('notices_label')}
      aria-busy={notices === undefined || undefined}
    >
      <svg className="popups-notices__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 10v4h4l5 4V6L7 10H3Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4Zm-2.5-9v2.1a7 7 0 0 1 0 13.8V21a9 9 0 0 0 0-18Z" />
      </svg>
      {notices === undefined ? (
        <span className="popups-notices__skeleton" />
      ) : notices === null ? (
        <p className="popups-notices__failed">
          <span>{t('notices_failed')}</span>
          <button type="button" className="popups-notices__retry" onClick={retry}>
            {t('retry')}
          </button>
        </p>
      ) : (
        <div className="popups-notices__window">
          <div className="popups-notices__track" style={pass}>
            {/* The notices twice, end to end: the line loops without a gap; the copy is for the eye only. */}
            {[false, true].map((copy) => (
              <span key={String(copy)} className="popups-notices__set" aria-hidden={copy || undefined} inert={copy || undefined}>
                {notices.map((notice, index) => (
                  <button
                    key={notice.id}
                    type="button"
                    className="popups-notices__item"
                    // A notice in the platform's language may read the other way than the interface.
                    dir="auto"
                    tabIndex={copy ? -1 : undefined}
                    onClick={() => setReading(index)}
                  >
                    {texts[index]}
                  </button>
                ))}
              </span>
            ))}
          </div>
        </div>
      )}
      {notices ? (
        <PauseToggle
          className="popups-notices__pause"
          stopped={paused}
          onToggle={() => setPaused(!paused)}
          pauseLabel={t('notices_pause')}
          playLabel={t('notices_play')}
        />
      ) : null}
      <Modal open={reading !== null} onClose={() => setReading(null)} title={t('notices_title')} className="popups-notices__dialog">
        {(notices ?? []).map((notice, index) => (
          <article
            key={notice.id}
            className="popups-notices__notice"
            ref={index === reading ? (element) => void (opened.current = element) : undefined}
          >
            {notice.title ? <h3 className="popups-notices__title">{notice.title}</h3> : null}
            <LinkedHtml
              className="popups-announcement__content"
              html={notice.content}
              onInternalLink={(path) => {
                setReading(null);
                onNavigate(path);
              }}
              onExternalLink={openOutside}
            />
          </article>
        ))}
      </Modal>
    </section>
  );
}
