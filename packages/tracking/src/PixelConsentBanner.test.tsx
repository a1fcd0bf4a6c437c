import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { PixelConsentBanner } from './PixelConsentBanner';
import { memoryConsent, renderWithTexts, setupI18n } from './testing';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

describe('the pixel consent banner', () => {
  it('asks until the player answers, and keeps the answer', async () => {
    const consent = memoryConsent();
    renderWithTexts(<PixelConsentBanner consent={consent} />, i18n);
    expect(screen.getByText(/advertising partners’ pixels/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(consent.answer()).toBe('granted');
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('takes a refusal', async () => {
    const consent = memoryConsent();
    renderWithTexts(<PixelConsentBanner consent={consent} />, i18n);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(consent.answer()).toBe('denied');
  });

  it('shows nothing once answered', () => {
    const { container } = renderWithTexts(<PixelConsentBanner consent={memoryConsent('denied')} />, i18n);
    expect(container).toBeEmptyDOMElement();
  });
});
