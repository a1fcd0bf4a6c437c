import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from '../testing';
import { useImageCaptcha } from './use-image-captcha';

const NOW = 1_700_000_000_000;

function renderImageCaptcha() {
  const store = createAuthStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useImageCaptcha(), { wrapper }).result;
}

describe('the username form’s image captcha', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('is not shown until the platform asks', () => {
    expect(renderImageCaptcha().current).toMatchObject({ required: false, src: null, answer: '' });
  });

  it('asked for, shows a picture of the moment and an empty answer', () => {
    const captcha = renderImageCaptcha();
    act(() => captcha.current.renew());
    expect(captcha.current).toMatchObject({ required: true, src: `/wps/captcha?t=${NOW}`, status: 'loading', answer: '' });
    act(() => captcha.current.loaded());
    expect(captcha.current.status).toBe('shown');
  });

  it('a refresh makes a new address and clears the characters typed for the old picture', () => {
    const captcha = renderImageCaptcha();
    act(() => captcha.current.renew());
    act(() => captcha.current.setAnswer('KM7PX'));
    act(() => captcha.current.refresh());
    expect(captcha.current).toMatchObject({ src: `/wps/captcha?t=${NOW + 1}`, answer: '', status: 'loading', required: true });
    vi.advanceTimersByTime(2_000);
    act(() => captcha.current.refresh());
    expect(captcha.current.src).toBe(`/wps/captcha?t=${NOW + 2_000}`);
  });

  it('a refusal brings a new picture and clears only its answer', () => {
    const captcha = renderImageCaptcha();
    act(() => captcha.current.renew());
    const first = captcha.current.src;
    act(() => captcha.current.setAnswer('WRONG'));
    act(() => captcha.current.renew());
    expect(captcha.current.src).not.toBe(first);
    expect(captcha.current.answer).toBe('');
  });

  it('says when the picture did not load', () => {
    const captcha = renderImageCaptcha();
    act(() => captcha.current.renew());
    act(() => captcha.current.failed());
    expect(captcha.current.status).toBe('failed');
  });
});
