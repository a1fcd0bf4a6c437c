import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCaptchaGate } from './captcha-gate';
import { CaptchaWidget } from './CaptchaWidget';
import { createCaptchaStore, renderCaptcha, scriptedAdapter, setupI18n, TEST_HOSTS, type ScriptedAdapterPlan } from './testing';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

function renderWidget(plan: ScriptedAdapterPlan, flags: Record<string, boolean> = { GEETEST3: true }) {
  const store = createCaptchaStore({ whitelabelVal: flags });
  const scripted = scriptedAdapter(plan);
  const gate = createCaptchaGate(store, { defaultHosts: TEST_HOSTS, loadAdapter: scripted.loader });
  renderCaptcha(<CaptchaWidget gate={gate} scene="login" />, { i18n, store });
  return { gate, ...scripted };
}

describe('CaptchaWidget', () => {
  it('shows nothing when the scene asks for no captcha', () => {
    const { calls } = renderWidget({}, {});
    expect(screen.queryByText('Security check')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('loads on show, then waits; verified after a pass', async () => {
    const { gate } = renderWidget({});
    expect(await screen.findByText('Security check ready')).toBeVisible();
    await act(() => gate.verify('login'));
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
  });

  it('an error names its code as a network failure, and a tap retries', async () => {
    const { calls } = renderWidget({ load: { code: '60204' } });
    const retry = await screen.findByRole('button', { name: /Error 60204: Network failure/ });
    await userEvent.click(retry);
    expect(calls.filter((call) => call === 'load')).toHaveLength(2);
  });

  it('an error without a code reads unknown_error', async () => {
    renderWidget({ load: { code: '' } });
    expect(await screen.findByRole('button', { name: /The security check did not work/ })).toBeVisible();
  });
});
