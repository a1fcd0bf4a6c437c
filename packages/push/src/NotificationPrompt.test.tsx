import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationPrompt } from './NotificationPrompt';
import { renderWithTexts, setupI18n } from './testing';

describe('the notification prompt', () => {
  it('explains first, and hands the tap to the caller', async () => {
    const onAllow = vi.fn();
    const onDismiss = vi.fn();
    renderWithTexts(<NotificationPrompt state="offering" onAllow={onAllow} onDismiss={onDismiss} />, await setupI18n());
    expect(screen.getByRole('complementary', { name: 'Notifications' })).toHaveTextContent('Turn on notifications');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onAllow).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows the tips after a refusal, in the page’s language', async () => {
    const onDismiss = vi.fn();
    renderWithTexts(<NotificationPrompt state="denied" onAllow={vi.fn()} onDismiss={onDismiss} />, await setupI18n('VI'));
    expect(screen.getByRole('status')).toHaveTextContent('Thông báo đang bị chặn');
    await userEvent.click(screen.getByRole('button', { name: 'Đồng ý' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
