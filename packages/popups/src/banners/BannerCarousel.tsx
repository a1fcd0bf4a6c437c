import { useState, type CSSProperties, type MouseEvent } from 'react';
import type { Banner } from '../server-data/banners';
import { useTexts } from '@lotto/i18n';
import { usePrefersReducedMotion } from '@lotto/ui';
import { BANNER_AUTOPLAY_MS } from '../constants';
import { POPUPS_NAMESPACE } from '../locales';
import { PauseToggle } from '../PauseToggle';
import { useSlides } from '../use-slides';
import { useSwipe } from '../use-swipe';
import { bannerTarget } from './banner-target';

/** The size every banner image is drawn at; CSS keeps the same 5:2 box before and after it loads. */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

interface BannerCarouselProps {
  banners: readonly Banner[];
  loggedIn: boolean;
  /** A page of the app (already decided: login first for a visitor's lottery banner). */
  onNavigate: (path: string) => void;
}

/**
 * Home's banners: swipe, autoplay every 5 s with a pause control (off at the start when the
 * system asks for less motion), previous and next, and "slide n of m" for screen readers. The
 * first image is the one the first paint already showed, at the same size, so nothing moves
 * when this takes over.
 */
export function BannerCarousel({ banners, loggedIn, onNavigate }: BannerCarouselProps) {
  const { t } = useTexts(POPUPS_NAMESPACE);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  const stopped = paused ?? reducedMotion;
  const { index, go } = useSlides(banners.length, BANNER_AUTOPLAY_MS, stopped);
  const swipe = useSwipe<HTMLDivElement>(
    () => go(index + 1),
    () => go(index - 1),
  );
  const total = banners.length;
  if (total === 0) return null;

  return (
    <section className="popups-banners" aria-roledescription="carousel" aria-label={t('banners_label')}>
      <div className="popups-banners__viewport" ref={swipe}>
        <div className="popups-banners__track" style={{ '--slide': index } as CSSProperties}>
          {banners.map((banner, position) => {
            const target = bannerTarget(banner, loggedIn);
            const current = position === index;
            const image = (
              <img
                className="popups-banners__image"
                src={banner.url}
                alt={banner.title ?? ''}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                draggable={false}
                {...(position === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            );
            const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
              event.preventDefault();
              onNavigate(path);
            };
            return (
              <div
                key={banner.bannerId ?? banner.url}
                className="popups-banners__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('slide_of', { current: position + 1, total })}
                inert={!current}
              >
                {target.kind === 'internal' ? (
                  <a href={target.path} onClick={(event) => follow(event, target.path)}>
                    {image}
                  </a>
                ) : target.kind === 'external' ? (
                  // Outside the app: a new tab that cannot reach back, and no session in the address.
                  <a href={target.url} target="_blank" rel="noopener noreferrer">
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {total > 1 ? (
        <div className="popups-banners__controls">
          <button type="button" className="popups-banners__control" aria-label={t('previous')} onClick={() => go(index - 1)}>
            <span aria-hidden="true" className="popups-arrow popups-arrow--back" />
          </button>
          <PauseToggle
            className="popups-banners__control"
            stopped={stopped}
            onToggle={() => setPaused(!stopped)}
            pauseLabel={t('pause')}
            playLabel={t('play')}
          />
          <button type="button" className="popups-banners__control" aria-label={t('next')} onClick={() => go(index + 1)}>
            <span aria-hidden="true" className="popups-arrow" />
          </button>
        </div>
      ) : null}
      {/* Announced when the player moves the slides, not every 5 s while they play. */}
      <p className="popups-visually-hidden" aria-live={stopped ? 'polite' : 'off'} aria-atomic="true">
        {t('slide_of', { current: index + 1, total })}
      </p>
    </section>
  );
}
