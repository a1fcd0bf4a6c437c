import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLICK_DEBOUNCE_MS } from '../constants';
import { launchWaiting } from '../games-slice';
import { createGamesStore, renderGames, setupI18n } from '../testing';
import type { MiniGameScript } from './mini-game-script';
import { MiniGameWidget } from './MiniGameWidget';

const SESSION = { id: 1, token: 'tok', merchantCode: 'demo', userName: 'player01', type: 0, firstTimeLogin: false };

/** A script that draws a button asking for the lottery, as the simulator's stand-in does. */
function standIn(): MiniGameScript & { mounted: number } {
  const script = {
    mounted: 0,
    mount(container: HTMLElement, { launch }: Parameters<MiniGameScript['mount']>[1]) {
      script.mounted += 1;
      const button = document.createElement('button');
      button.textContent = 'Play the lottery';
      button.addEventListener('click', () => launch({ vendor: 'TCG_LOTTO', code: '5D' }));
      container.append(button);
      return () => undefined;
    },
  };
  return script;
}

async function widget({ flags = { LOTTMINIGAME3: true } as Record<string, boolean>, session = SESSION as typeof SESSION | null } = {}) {
  const i18n = await setupI18n();
  const script = standIn();
  const loadScript = vi.fn(() => Promise.resolve(script));
  const navigate = vi.fn();
  const store = createGamesStore({}, { whitelabelVal: flags, session });
  renderGames(<MiniGameWidget navigate={navigate} loadScript={loadScript} />, { i18n, store, path: '/m/home' });
  return { loadScript, navigate, script, store };
}

/** A one-finger touch event as Safari 12 sends it (jsdom has no `Touch` to build a real one). */
function touch(target: Element, type: string, x: number, y: number): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const finger = { identifier: 0, clientX: x, clientY: y };
  Object.defineProperty(event, 'changedTouches', { value: [finger] });
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [finger] });
  act(() => void target.dispatchEvent(event));
  return event;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mini-game widget (screen 11)', () => {
  it('is hidden from visitors and without either flag, and loads no script then', async () => {
    const visitor = await widget({ session: null });
    expect(screen.queryByRole('button', { name: 'Open the mini game' })).toBeNull();
    expect(visitor.loadScript).not.toHaveBeenCalled();
  });

  it('is hidden for a merchant without LOTTMINIGAME3 or SEALOTTMINIGAME3', async () => {
    await widget({ flags: {} });
    expect(screen.queryByRole('button', { name: 'Open the mini game' })).toBeNull();
  });

  it("shows to a logged-in player, loads its variant's script, and a click opens the mini game", async () => {
    const { loadScript, script } = await widget();
    const button = await screen.findByRole('button', { name: 'Open the mini game' });
    expect(button).toHaveAttribute('data-variant', 'v1');
    expect(loadScript).toHaveBeenCalledWith('v1');
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Play the lottery' })).toBeVisible();
    expect(script.mounted).toBe(1);
  });

  it('drops a click within 250 ms of the one that opened it, and takes the next one after', async () => {
    // Only the clock is faked (the sheet's animation and Testing Library's waits run on real timers),
    // and before the widget starts, whose debounce reads it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await widget();
      const button = await screen.findByRole('button', { name: 'Open the mini game' });
      fireEvent.click(button);
      const sheet = await screen.findByRole('dialog', { name: 'Mini game' });
      // The sheet's close pops its history entry; that pop lands before the clicks below.
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
      await popped;
      // Past its closing animation too: only a closed sheet opens afresh.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mini game', hidden: true })).toBeNull());
      vi.advanceTimersByTime(CLICK_DEBOUNCE_MS - 1);
      fireEvent.click(button);
      expect(screen.queryByRole('dialog', { name: 'Mini game' })).toBeNull();
      vi.advanceTimersByTime(1);
      fireEvent.click(button);
      expect(await screen.findByRole('dialog', { name: 'Mini game' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens the script's lottery on the game page, with the way back", async () => {
    const { navigate } = await widget();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the mini game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play the lottery' }));
    expect(navigate).toHaveBeenCalledWith('/m/launchGame?vendor=TCG_LOTTO&code=5D&backUrl=%2F');
  });

  it('is the fixed s1 variant with SEALOTTMINIGAME3', async () => {
    await widget({ flags: { SEALOTTMINIGAME3: true } });
    const button = await screen.findByRole('button', { name: 'Open the mini game' });
    expect(button).toHaveAttribute('data-variant', 's1');
    expect(button).toHaveClass('games-minigame--fixed');
  });

  it('steps aside while a game fills the screen', async () => {
    const { store } = await widget();
    await screen.findByRole('button', { name: 'Open the mini game' });
    act(() => void store.dispatch(launchWaiting('launch-1')));
    expect(screen.queryByRole('button', { name: 'Open the mini game' })).toBeNull();
  });

  it('is dragged by touch where the browser has no Pointer Events (Safari 12), the page held still', async () => {
    vi.stubGlobal('PointerEvent', undefined);
    await widget();
    const button = await screen.findByRole('button', { name: 'Open the mini game' });

    touch(button, 'touchstart', 300, 400);
    const move = touch(button, 'touchmove', 250, 300);
    expect(move.defaultPrevented).toBe(true);
    expect(button).toHaveClass('games-minigame--dragging');
    expect(button.style.transform).toBe('translate(-50px, -100px)');
    touch(button, 'touchend', 250, 300);

    expect(button).toHaveClass('games-minigame--placed');
    expect(button).not.toHaveClass('games-minigame--dragging');
    // The click a browser may still send after the drag opens nothing.
    fireEvent.click(button);
    expect(screen.queryByRole('button', { name: 'Play the lottery' })).toBeNull();
  });
});
