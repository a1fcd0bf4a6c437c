import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './BottomSheet';
import { MODAL_ANIMATION_MS } from './constants';
import { Modal } from './Modal';
import { renderWithI18n, setupI18n } from './test-utils';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

afterEach(() => {
  vi.useRealTimers();
});

function Harness({ closeOnBack, Component = Modal }: { closeOnBack?: boolean; Component?: typeof Modal }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Component open={open} onClose={() => setOpen(false)} title="Deposit" closeOnBack={closeOnBack}>
        <input aria-label="Amount" />
        <button type="button">Pay</button>
      </Component>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered into document.body', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<Harness />, i18n);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('moves focus inside on open and keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />, i18n);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();

    const close = screen.getByRole('button', { name: 'Close' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const pay = screen.getByRole('button', { name: 'Pay' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(amount).toHaveFocus();
    await user.tab();
    expect(pay).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(pay).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness closeOnBack={false} />, i18n);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'hiding');
    expect(opener).toHaveFocus();
  });

  it('is hiding for 250 ms after closing, then removed from the DOM', async () => {
    renderWithI18n(<Harness closeOnBack={false} />, i18n);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'shown');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveAttribute('data-state', 'hiding');

    act(() => vi.advanceTimersByTime(MODAL_ANIMATION_MS - 1));
    expect(dialog).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog).not.toBeInTheDocument();
  });

  it('closes on a tap on the backdrop', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness closeOnBack={false} />, i18n);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = document.querySelector('.ui-modal-backdrop');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop!);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'hiding');
  });

  it('pushes a history entry on open and closes when the back button pops it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />, i18n);
    const push = vi.spyOn(window.history, 'pushState');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.history.state).toMatchObject({ __uiModal: expect.any(Number) });

    // What the browser does on back: the previous entry's state, then popstate.
    window.history.replaceState(null, '');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'hiding');
  });

  it('pops its own history entry when closed another way', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderWithI18n(<Harness />, i18n);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(back).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('does not go back when unmounted while open (its page went away)', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { unmount } = renderWithI18n(
      <Modal open onClose={() => {}} title="Deposit">
        <p>Body</p>
      </Modal>,
      i18n,
    );
    unmount();
    await act(async () => {});
    expect(back).not.toHaveBeenCalled();
  });

  it('under StrictMode, pushes one entry, does not go back on its own, and still closes', async () => {
    const user = userEvent.setup();
    const push = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderWithI18n(
      <StrictMode>
        <Harness />
      </StrictMode>,
      i18n,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => {});
    expect(push).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveFocus();

    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'hiding');
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('leaves history alone with closeOnBack={false}', async () => {
    const user = userEvent.setup();
    const push = vi.spyOn(window.history, 'pushState');
    renderWithI18n(<Harness closeOnBack={false} />, i18n);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(push).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'shown');
  });
});

describe('BottomSheet', () => {
  it('is a modal dialog with the same focus trap and Escape', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness Component={BottomSheet} closeOnBack={false} />, i18n);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const sheet = screen.getByRole('dialog', { name: 'Deposit' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveClass('ui-modal--bottom');
    expect(sheet).toHaveFocus();

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(sheet).toHaveAttribute('data-state', 'hiding');
    expect(opener).toHaveFocus();
  });
});

describe('the scroll lock', () => {
  function scrolledTo(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  }
  afterEach(() => {
    scrolledTo(0);
    vi.restoreAllMocks();
  });

  it('fixes the page where it was scrolled (iOS before 16 scrolls under overflow: hidden alone) and scrolls back there on close', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    document.body.style.top = '3px';
    renderWithI18n(<Harness closeOnBack={false} />, i18n);
    scrolledTo(640);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(document.body.style).toMatchObject({ overflow: 'hidden', position: 'fixed', top: '-640px', left: '0px', right: '0px' });
    expect(scrollTo).not.toHaveBeenCalled();

    // The fixed body has no scroll of its own.
    scrolledTo(0);
    await user.keyboard('{Escape}');
    expect(document.body.style).toMatchObject({ overflow: '', position: '', top: '3px', left: '', right: '' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    document.body.style.top = '';
  });

  it('does not carry the scroll to another page that a link in the modal went to', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithI18n(<Harness closeOnBack={false} />, i18n);
    scrolledTo(300);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const before = window.location.href;
    window.history.pushState(null, '', '/another-page');

    await user.keyboard('{Escape}');
    expect(document.body.style.position).toBe('');
    expect(scrollTo).not.toHaveBeenCalled();
    window.history.replaceState(null, '', before);
  });
});
