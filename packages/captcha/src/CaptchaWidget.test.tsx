import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, registerNamespace } from '@lotto/i18n';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_NAMESPACE, captchaMessages } from './locales';
import { createCaptchaGate } from './captcha-gate';
import { CaptchaWidget } from './CaptchaWidget';
import { createCaptchaStore, scriptedAdapter, TEST_HOSTS, type ScriptedAdapterPlan } from './testing/create-captcha-store';

let i18n: I18n;
beforeAll(async () => {
  registerNamespace(CAPTCHA_NAMESPACE, captchaMessages);
  i18n = await createI18n({ language: 'EN', namespaces: [CAPTCHA_NAMESPACE] });
});

function renderWidget(plan: ScriptedAdapterPlan, flags: Record<string, boolean> = { GEETEST3: true }) {
  const store = createCaptchaStore({ whitelabelVal: flags });
  const scripted = scriptedAdapter(plan);
  const gate = createCaptchaGate(store, { defaultHosts: TEST_HOSTS, loadAdapter: scripted.loader });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <CaptchaWidget gate={gate} scene="login" />
      </I18nextProvider>
    </Provider>,
  );
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
