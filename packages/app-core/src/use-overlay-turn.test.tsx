import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Suspense, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@lotto/i18n/testing';
import { Modal, UI_NAMESPACE, uiMessages } from '@lotto/ui';
import type { OverlayId } from './overlay-order';
import { overlaysSlice } from './overlays-slice';
import { useAskedOverlay, useOverlayTurn, useOverlayWanted } from './use-overlay-turn';

/** An overlay as the features build one: wanted until the player closes it, shown at its turn and its own delay after. */
function Overlay({ id, delayMs = 0, wanted }: { id: OverlayId; delayMs?: number; wanted: boolean }) {
  const show = useOverlayTurn(id, wanted, delayMs);
  return show ? <p data-overlay>{id}</p> : null;
}

function SystemScreen({ on }: { on: boolean }) {
  useOverlayWanted('system', on);
  return null;
}

/** A confirm the player opened, through the queue (the logout's). */
function AskedDialog({ open }: { open: boolean }) {
  const shown = useAskedOverlay(open);
  return (
    <Modal open={shown} onClose={() => undefined} title="Log out?">
      <p>sure?</p>
    </Modal>
  );
}

/** Which overlays want the screen, switched as a test goes; a dialog the player opens himself beside them. */
interface Wanted {
  overlays: Partial<Record<OverlayId, number>>;
  system?: boolean;
  dialog?: boolean;
  asked?: boolean;
}

let i18n: I18n;

/** What the test switches as it goes, read by the harness as an outside store. */
function wantedSwitch(initial: Wanted) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Wanted) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

let switched = wantedSwitch({ overlays: {} });
const setWanted = (next: Wanted) => switched.set(next);

function Harness({ initial }: { initial: Wanted }) {
  const wanted = useSyncExternalStore(switched.subscribe, switched.get);
  return (
    <>
      <SystemScreen on={wanted.system === true} />
      {(Object.keys(initial.overlays) as OverlayId[]).map((id) => (
        <Overlay key={id} id={id} delayMs={initial.overlays[id]} wanted={wanted.overlays[id] !== undefined} />
      ))}
      <AskedDialog open={wanted.asked === true} />
      <Modal open={wanted.dialog === true} onClose={() => undefined} title="Chooser">
        <p>choose</p>
      </Modal>
    </>
  );
}

function start(initial: Wanted) {
  switched = wantedSwitch(initial);
  const store = configureStore({ reducer: combineSlices(overlaysSlice) });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <Harness initial={initial} />
        </Suspense>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

/** The overlays on screen now. */
const onScreen = () => Array.from(document.querySelectorAll('[data-overlay]'), (element) => element.textContent);

/** The modal's exit animation (spec 001 §9, "Modal animation"): what comes next waits for it. */
const MODAL_EXIT_MS = 250;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function closeOne(current: Wanted, id: OverlayId): Wanted {
  const overlays = { ...current.overlays };
  delete overlays[id];
  return { ...current, overlays };
}

beforeAll(async () => {
  i18n = await testI18n({ [UI_NAMESPACE]: uiMessages });
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one overlay at a time (issue 27)', () => {
  it('shows them in the queue’s order, each after the one before closes and its own delay counted from then', async () => {
    let wanted: Wanted = { overlays: { notifications: 0, addToHomeScreen: 1_000, announcement: 1_000 } };
    start(wanted);
    await advance(999);
    expect(onScreen()).toEqual([]);
    await advance(1);
    expect(onScreen()).toEqual(['announcement']);
    // The announcement stays up as long as the player reads it: the next waits.
    await advance(10_000);
    expect(onScreen()).toEqual(['announcement']);
    wanted = closeOne(wanted, 'announcement');
    act(() => setWanted(wanted));
    await advance(999);
    expect(onScreen()).toEqual([]);
    await advance(1);
    expect(onScreen()).toEqual(['addToHomeScreen']);
    wanted = closeOne(wanted, 'addToHomeScreen');
    act(() => setWanted(wanted));
    await advance(1);
    expect(onScreen()).toEqual(['notifications']);
  });

  it('gives the turn to an overlay ahead that comes during the delay; the other’s delay starts again at its next turn', async () => {
    let wanted: Wanted = { overlays: { addToHomeScreen: 1_000 } };
    start({ overlays: { forcedDownload: 0, addToHomeScreen: 1_000 } });
    act(() => setWanted(wanted));
    await advance(600);
    wanted = { overlays: { forcedDownload: 0, addToHomeScreen: 1_000 } };
    act(() => setWanted(wanted));
    await advance(1);
    expect(onScreen()).toEqual(['forcedDownload']);
    wanted = closeOne(wanted, 'forcedDownload');
    act(() => setWanted(wanted));
    await advance(999);
    expect(onScreen()).toEqual([]);
    await advance(1);
    expect(onScreen()).toEqual(['addToHomeScreen']);
  });

  it('keeps a shown overlay on screen when one ahead of it in the order comes, which then waits for it', async () => {
    let wanted: Wanted = { overlays: { addToHomeScreen: 1_000 } };
    start({ overlays: { forcedDownload: 0, addToHomeScreen: 1_000 } });
    act(() => setWanted(wanted));
    await advance(1_000);
    expect(onScreen()).toEqual(['addToHomeScreen']);
    wanted = { overlays: { forcedDownload: 0, addToHomeScreen: 1_000 } };
    act(() => setWanted(wanted));
    await advance(5_000);
    expect(onScreen()).toEqual(['addToHomeScreen']);
    act(() => setWanted(closeOne(wanted, 'addToHomeScreen')));
    await advance(1);
    expect(onScreen()).toEqual(['forcedDownload']);
  });

  it('lets a system screen pre-empt even a shown overlay, which comes back once the screen goes', async () => {
    const wanted: Wanted = { overlays: { announcement: 0, notifications: 0 } };
    start(wanted);
    await advance(1);
    expect(onScreen()).toEqual(['announcement']);
    act(() => setWanted({ ...wanted, system: true }));
    expect(onScreen()).toEqual([]);
    await advance(60_000);
    expect(onScreen()).toEqual([]);
    act(() => setWanted(wanted));
    expect(onScreen()).toEqual(['announcement']);
  });

  it('holds the queue while a dialog the player opened is up, and counts the next delay from the end of its exit', async () => {
    start({ overlays: { addToHomeScreen: 1_000 }, dialog: true });
    expect(screen.getByRole('dialog', { name: 'Chooser' })).toBeTruthy();
    await advance(5_000);
    expect(onScreen()).toEqual([]);
    act(() => setWanted({ overlays: { addToHomeScreen: 1_000 }, dialog: false }));
    await advance(MODAL_EXIT_MS);
    await advance(999);
    expect(onScreen()).toEqual([]);
    await advance(1);
    expect(onScreen()).toEqual(['addToHomeScreen']);
  });

  it('gives a dialog the player opens the screen from a shown overlay, which steps aside and comes back when it closes', async () => {
    const wanted: Wanted = { overlays: { notifications: 0 } };
    const store = start(wanted);
    await advance(1);
    expect(onScreen()).toEqual(['notifications']);
    act(() => setWanted({ ...wanted, asked: true }));
    expect(screen.getByRole('dialog', { name: 'Log out?' })).toBeTruthy();
    expect(onScreen()).toEqual([]);
    expect(store.getState().overlays.queue).toEqual({ asked: 'waiting', notifications: 'shown' });
    act(() => setWanted(wanted));
    expect(onScreen()).toEqual(['notifications']);
  });

  it('holds a dialog the player opens behind a system screen only', async () => {
    start({ overlays: {}, system: true, asked: true });
    await advance(1);
    expect(screen.queryByRole('dialog', { name: 'Log out?' })).toBeNull();
    act(() => setWanted({ overlays: {}, asked: true }));
    expect(screen.getByRole('dialog', { name: 'Log out?' })).toBeTruthy();
  });

  it('takes an overlay that stops wanting the screen out of the queue, so it does not come back by itself', async () => {
    const store = start({ overlays: { notifications: 0 } });
    await advance(1);
    expect(onScreen()).toEqual(['notifications']);
    act(() => setWanted({ overlays: {} }));
    expect(store.getState().overlays.queue).toEqual({});
    await advance(60_000);
    expect(onScreen()).toEqual([]);
  });

  it('keeps the place of an overlay not ready yet (its content still asked for) and counts its delay from when it is', async () => {
    // The same outside switch the harness uses; its `system` flag stands for "the answer has come".
    const answered = wantedSwitch({ overlays: {} });
    function Held() {
      const isReady = useSyncExternalStore(answered.subscribe, () => answered.get().system === true);
      return useOverlayTurn('announcement', true, 1_000, isReady) ? <p data-overlay>announcement</p> : null;
    }
    const store = configureStore({ reducer: combineSlices(overlaysSlice) });
    render(
      <Provider store={store}>
        <Held />
        <Overlay id="notifications" wanted />
      </Provider>,
    );
    // Behind it in the order, the notification prompt waits however long the question takes.
    await advance(5_000);
    expect(onScreen()).toEqual([]);
    act(() => answered.set({ overlays: {}, system: true }));
    await advance(999);
    expect(onScreen()).toEqual([]);
    await advance(1);
    expect(onScreen()).toEqual(['announcement']);
  });
});
