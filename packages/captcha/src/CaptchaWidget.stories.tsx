import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { createCaptchaGate } from './captcha-gate';
import { CaptchaWidget } from './CaptchaWidget';
import { createCaptchaStore, scriptedAdapter, TEST_HOSTS, type ScriptedAdapterPlan } from './testing/create-captcha-store';

type Scenario = 'loading' | 'waiting' | 'success' | 'error' | 'unknownError' | 'tooFast';

const PLANS: Record<Scenario, ScriptedAdapterPlan> = {
  loading: { load: 'hang' },
  waiting: {},
  success: {},
  error: { load: { code: '60205', message: 'gct resource load timeout' } },
  unknownError: { load: { code: '' } },
  tooFast: { verify: 'hang' },
};

/** The widget under a login form, driven into one state by a scripted adapter (no vendor, no network). */
function CaptchaWidgetDemo({ scenario }: { scenario: Scenario }) {
  const [{ store, gate }] = useState(() => {
    const captchaStore = createCaptchaStore({ whitelabelVal: { GEETEST3: true } });
    const { loader } = scriptedAdapter(PLANS[scenario]);
    return { store: captchaStore, gate: createCaptchaGate(captchaStore, { defaultHosts: TEST_HOSTS, loadAdapter: loader }) };
  });
  useEffect(() => {
    if (scenario === 'success') void gate.verify('login');
    if (scenario === 'tooFast') {
      void gate.verify('login');
      void Promise.resolve().then(() => gate.verify('login'));
    }
  }, [gate, scenario]);
  return (
    <Provider store={store}>
      <div style={{ maxInlineSize: 420 }}>
        <CaptchaWidget gate={gate} scene="login" />
      </div>
    </Provider>
  );
}

const meta = {
  title: 'Captcha/Widget',
  component: CaptchaWidgetDemo,
  render: (args, { id }) => <CaptchaWidgetDemo key={id} {...args} />,
  args: { scenario: 'waiting' },
} satisfies Meta<typeof CaptchaWidgetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vendor widget is loading. */
export const Loading: Story = { args: { scenario: 'loading' } };
/** Ready: the check opens when the player submits. */
export const Waiting: Story = { args: { scenario: 'waiting' } };
/** The player passed. */
export const Success: Story = { args: { scenario: 'success' } };
/** A loader error with its code (60205 reads "Network failure"); a tap retries. */
export const ErrorWithCode: Story = { args: { scenario: 'error' } };
/** An error without a code: unknown_error. */
export const ErrorWithoutCode: Story = { args: { scenario: 'unknownError' } };
/** A second verification while one runs is refused as too fast. */
export const TooFast: Story = { args: { scenario: 'tooFast' } };
export const Dark: Story = { args: { scenario: 'error' }, globals: { theme: 'dark' } };
/** Urdu: right to left. */
export const Urdu: Story = { args: { scenario: 'error' }, globals: { language: 'UR' } };
export const UrduSuccess: Story = { args: { scenario: 'success' }, globals: { language: 'UR' } };
