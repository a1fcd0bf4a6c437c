import { act, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../server-data/banners';
import { renderPopups, setupI18n } from '../testing';
import { BannerCarousel } from './BannerCarousel';

const BANNERS: Banner[] = [
  { bannerId: 1, groupName: 'home', url: '/b1.png', title: 'One' },
  { bannerId: 2, groupName: 'home', url: '/b2.png', title: 'Two' },
];

/** A one-finger touch event as Safari 12 sends it (jsdom has no `Touch` to build a real one). */
function touch(target: Element, type: string, x: number, y: number): void {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const finger = { identifier: 0, clientX: x, clientY: y };
  Object.defineProperty(event, 'changedTouches', { value: [finger] });
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [finger] });
  act(() => void target.dispatchEvent(event));
}

function currentSlide(): string | null {
  return (
    screen
      .getAllByRole('group')
      .find((slide) => !slide.hasAttribute('inert'))
      ?.getAttribute('aria-label') ?? null
  );
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the banner carousel', () => {
  it('turns on a touch swipe where the browser has no Pointer Events (Safari 12), and not on a vertical one', () => {
    vi.stubGlobal('PointerEvent', undefined);
    const {
      result: { container },
    } = renderPopups(<BannerCarousel banners={BANNERS} loggedIn={false} onNavigate={vi.fn()} />, { i18n });
    const viewport = container.querySelector('.popups-banners__viewport') as HTMLElement;
    expect(currentSlide()).toBe('Slide 1 of 2');

    touch(viewport, 'touchstart', 300, 100);
    touch(viewport, 'touchmove', 200, 105);
    touch(viewport, 'touchend', 150, 105);
    expect(currentSlide()).toBe('Slide 2 of 2');

    touch(viewport, 'touchstart', 150, 100);
    touch(viewport, 'touchend', 200, 300);
    expect(currentSlide()).toBe('Slide 2 of 2');

    touch(viewport, 'touchstart', 100, 100);
    touch(viewport, 'touchend', 250, 100);
    expect(currentSlide()).toBe('Slide 1 of 2');
  });
});
