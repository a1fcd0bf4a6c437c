import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';
import { Modal } from './Modal';
import { renderWithI18n, setupI18n } from './test-utils';

let i18n: I18n;
let urdu: I18n;
beforeAll(async () => {
  i18n = await setupI18n('EN');
  urdu = await setupI18n('UR');
});

describe('AlertDialog', () => {
  it('is an alert dialog titled "Notice", described by its message, with a Confirm button', () => {
    renderWithI18n(<AlertDialog open message="Your session has expired." onConfirm={() => {}} />, i18n);
    const alert = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(alert).toHaveAttribute('aria-modal', 'true');
    expect(alert).toHaveAccessibleDescription('Your session has expired.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('uses the given title and confirm label', () => {
    renderWithI18n(<AlertDialog open title="Withdrawal" message="Sent." confirmLabel="OK" onConfirm={() => {}} />, i18n);
    expect(screen.getByRole('alertdialog', { name: 'Withdrawal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('moves focus to the confirm button', () => {
    renderWithI18n(<AlertDialog open message="Saved." onConfirm={() => {}} />, i18n);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('moves focus to cancel for a question that asks for it', () => {
    renderWithI18n(<AlertDialog open message="Switch?" onConfirm={() => {}} onCancel={() => {}} focusCancel />, i18n);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps focus on the only button when tabbing', async () => {
    const user = userEvent.setup();
    renderWithI18n(<AlertDialog open message="Saved." onConfirm={() => {}} />, i18n);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('confirms with the button and with Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithI18n(<AlertDialog open message="Saved." onConfirm={onConfirm} closeOnBack={false} />, i18n);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('as a question, has a cancel that Escape presses too, and still opens on the confirming answer', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(
      <AlertDialog
        open
        title="Log out?"
        message="You will leave."
        confirmLabel="Log out"
        onConfirm={onConfirm}
        onCancel={onCancel}
        closeOnBack={false}
      />,
      i18n,
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the trace id in small print as a support reference', () => {
    renderWithI18n(<AlertDialog open message="Failed." traceId="7f3a-91bc" onConfirm={() => {}} />, i18n);
    expect(screen.getByText('Reference: 7f3a-91bc')).toBeInTheDocument();
  });

  it('shows no reference without a trace id', () => {
    renderWithI18n(<AlertDialog open message="Failed." onConfirm={() => {}} />, i18n);
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });

  it('speaks the current language', () => {
    renderWithI18n(<AlertDialog open message="…" traceId="abc" onConfirm={() => {}} />, urdu);
    expect(screen.getByRole('alertdialog', { name: 'اطلاع' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصدیق کریں' })).toBeInTheDocument();
    expect(screen.getByText('حوالہ: abc')).toBeInTheDocument();
  });

  it('opened together with a modal, is the one on top for focus and the back button', async () => {
    const onModalClose = vi.fn();
    const onConfirm = vi.fn();
    renderWithI18n(
      <Modal open onClose={onModalClose} title="Profile">
        <AlertDialog open message="Saved." onConfirm={onConfirm} />
      </Modal>,
      i18n,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    window.history.back();
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onModalClose).not.toHaveBeenCalled();
  });

  it('over a modal, answers Escape and the back button alone', async () => {
    const user = userEvent.setup();
    const onModalClose = vi.fn();
    function Stack() {
      const [alertOpen, setAlertOpen] = useState(true);
      return (
        <Modal open onClose={onModalClose} title="Profile">
          <p>Form</p>
          <AlertDialog open={alertOpen} message="Saved." onConfirm={() => setAlertOpen(false)} />
        </Modal>
      );
    }
    renderWithI18n(<Stack />, i18n);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { hidden: true })).toHaveAttribute('data-state', 'hiding');
    expect(onModalClose).not.toHaveBeenCalled();

    // Then the modal is on top again and its own back press closes it.
    await act(async () => {});
    window.history.replaceState(null, '');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(onModalClose).toHaveBeenCalledTimes(1);
  });
});
