import type { PopupItem } from '../server-data/announcements';
import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPopups, setupI18n } from '../testing';
import { AnnouncementPopup, type AnnouncementPopupProps } from './AnnouncementPopup';

const ITEMS: PopupItem[] = [
  {
    id: 1,
    title: 'First',
    content: '<p>One <a href="/m/inviteFriends">invite</a> <a href="https://out.example/x">out</a></p>',
    execution: 'B',
  },
  { id: 2, title: 'Second', content: '<p>Two</p>', execution: 'B', promotionType: 'DEPOSIT' },
];

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});
afterEach(() => vi.useRealTimers());

function show(props: Partial<AnnouncementPopupProps> = {}) {
  const handlers = { onClose: vi.fn(), onNavigate: vi.fn(), onOpenOutside: vi.fn() };
  renderPopups(
    <AnnouncementPopup
      open
      items={ITEMS}
      goTo={{ memberType: 0, vipBenefitsShown: true, hasAppDownload: false }}
      {...handlers}
      {...props}
    />,
    { i18n },
  );
  return handlers;
}

describe('the announcement popup', () => {
  it('reports each item once as it comes on screen, the carousel looping back to it included (viewContent)', () => {
    vi.useFakeTimers();
    const onItemSeen = vi.fn();
    show({ onItemSeen });
    expect(onItemSeen.mock.calls.map(([item]) => item.id)).toEqual([1]);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onItemSeen.mock.calls.map(([item]) => item.id)).toEqual([1, 2]);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(onItemSeen).toHaveBeenCalledTimes(2);
  });

  it('reports nothing while closed, and again once it is shown anew', () => {
    const onItemSeen = vi.fn();
    const handlers = { onClose: vi.fn(), onNavigate: vi.fn(), onOpenOutside: vi.fn() };
    const goTo = { memberType: 0, vipBenefitsShown: true, hasAppDownload: false };
    const {
      result: { rerender },
    } = renderPopups(<AnnouncementPopup open={false} items={ITEMS} goTo={goTo} onItemSeen={onItemSeen} {...handlers} />, {
      i18n,
    });
    expect(onItemSeen).not.toHaveBeenCalled();
    rerender(<AnnouncementPopup open items={ITEMS} goTo={goTo} onItemSeen={onItemSeen} {...handlers} />);
    rerender(<AnnouncementPopup open={false} items={ITEMS} goTo={goTo} onItemSeen={onItemSeen} {...handlers} />);
    rerender(<AnnouncementPopup open items={ITEMS} goTo={goTo} onItemSeen={onItemSeen} {...handlers} />);
    expect(onItemSeen.mock.calls.map(([item]) => item.id)).toEqual([1, 1]);
  });

  it('moves to the next slide after 5 s, not before', () => {
    vi.useFakeTimers();
    show();
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();
  });

  it('offers "do not show this popup again" on a plain list and closes with it when ticked', () => {
    const { onClose } = show();
    expect(screen.queryByLabelText('Do not show today')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Do not show this popup again'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('again');
  });

  it('offers "do not show today" on a forcePopup list', () => {
    const { onClose } = show({ items: ITEMS.map((item, index) => (index === 0 ? { ...item, forcePopup: true } : item)) });
    expect(screen.queryByLabelText('Do not show this popup again')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Do not show today'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('today');
  });

  it('closes with no hide when the box stays clear', () => {
    const { onClose } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('with forceRead, closes only once every slide was seen, and says how far the player is', () => {
    const { onClose } = show({ items: ITEMS.map((item) => ({ ...item, forceRead: true })) });
    expect(screen.getByRole('status')).toHaveTextContent('Read every page to close (1 of 2 read)');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('sends an app link to the app and an outside one outside', () => {
    const { onClose, onNavigate, onOpenOutside } = show();
    fireEvent.click(screen.getByRole('link', { name: 'out' }));
    expect(onOpenOutside).toHaveBeenCalledWith('https://out.example/x');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'invite' }));
    expect(onClose).toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledWith('/m/inviteFriends');
  });

  it('offers go to activity and got it on a promotion item', () => {
    const { onNavigate } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to activity' }));
    expect(onNavigate).toHaveBeenCalledWith('/m/voucherCenter');
  });

  it('hides go to activity for a visitor', () => {
    show({ goTo: { memberType: -1, vipBenefitsShown: false, hasAppDownload: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Go to activity' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });
});

describe('go to activity', () => {
  /** Layout jsdom does not do: the label's natural width and the button's inner width, in px. */
  function layout(labelWidth: number, buttonWidth: number) {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('popups-go-to__label') ? labelWidth : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('popups-go-to') ? buttonWidth : 0;
    });
  }
  afterEach(() => vi.restoreAllMocks());

  function goToButton() {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const button = screen.getByRole('button', { name: 'Go to activity' });
    return { button, label: button.querySelector<HTMLElement>('.popups-go-to__label') };
  }

  it('computes its style 200 ms after it appears, not before', () => {
    vi.useFakeTimers();
    layout(200, 170);
    show();
    const { button, label } = goToButton();
    act(() => vi.advanceTimersByTime(199));
    expect(button).toHaveAttribute('data-styled', 'false');
    expect(label?.style.fontSize).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-styled', 'true');
    expect(label?.style.fontSize).toBe('0.85em');
    expect(label).not.toHaveAttribute('data-wrap');
  });

  it('keeps a label that fits at its size', () => {
    vi.useFakeTimers();
    layout(120, 170);
    show();
    const { label } = goToButton();
    act(() => vi.advanceTimersByTime(200));
    expect(label?.style.fontSize).toBe('');
  });

  it('wraps a label too wide to shrink', () => {
    vi.useFakeTimers();
    layout(300, 100);
    show();
    const { label } = goToButton();
    act(() => vi.advanceTimersByTime(200));
    expect(label?.style.fontSize).toBe('0.75em');
    expect(label).toHaveAttribute('data-wrap', 'true');
  });

  it("computes again for the next slide's button", () => {
    vi.useFakeTimers();
    layout(200, 170);
    const items: PopupItem[] = [
      { id: 7, title: 'Deposit', content: '<p>a</p>', execution: 'A', promotionType: 'DEPOSIT' },
      { id: 8, title: 'Mission', content: '<p>b</p>', execution: 'A', promotionType: 'MISSION' },
    ];
    show({ items });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Go to activity' })).toHaveAttribute('data-styled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Mission' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to activity' })).toHaveAttribute('data-styled', 'false');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Go to activity' })).toHaveAttribute('data-styled', 'true');
  });
});
