import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { STORAGE_KEYS } from '@lotto/app-core';
import { BALANCE_ANSWERS, createWalletStore } from './testing';
import { WalletBalance, type WalletBalanceProps } from './WalletBalance';

const NEVER: Promise<ApiResult> = new Promise(() => undefined);

interface DemoProps extends WalletBalanceProps {
  /** What the platform answers: one of the shapes, a failure, or nothing yet. */
  answer: keyof typeof BALANCE_ANSWERS | 'failed' | 'pending';
  hidden: boolean;
}

/** The balance on a bar of the merchant's colour (the top bar), or on the page (the account pages). */
function WalletDemo({ answer, hidden, variant }: DemoProps) {
  const store = useMemo(() => {
    if (hidden) localStorage.setItem(STORAGE_KEYS.balanceHidden, '1');
    else localStorage.removeItem(STORAGE_KEYS.balanceHidden);
    const result = (): ApiResult | Promise<ApiResult> =>
      answer === 'pending'
        ? NEVER
        : answer === 'failed'
          ? { status: 200, success: false, value: null, message: 'down' }
          : { status: 200, success: true, value: BALANCE_ANSWERS[answer] };
    return createWalletStore({
      api: cannedApi({ '/wps/v2/wallets/balance': result }),
      session: { token: `story-${answer}`, userName: 'player01', type: 0 },
    });
  }, [answer, hidden]);
  const bar = variant !== 'card';
  return (
    <Provider store={store}>
      <div
        style={{
          padding: 16,
          background: bar ? 'var(--color-primary)' : 'var(--color-background)',
          color: bar ? 'var(--color-on-primary)' : 'var(--color-on-surface)',
        }}
      >
        <WalletBalance variant={variant} />
      </div>
    </Provider>
  );
}

const meta = {
  title: 'Wallet/Balance',
  component: WalletDemo,
  parameters: { layout: 'fullscreen' },
  args: { answer: 'rows', hidden: false, variant: 'bar' },
  argTypes: {
    answer: { control: 'select', options: ['rows', 'object', 'empty', 'failed', 'pending'] },
    variant: { control: 'inline-radio', options: ['bar', 'card'] },
  },
} satisfies Meta<typeof WalletDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar's figure: wallet rows, PHP. */
export const TopBar: Story = {};

/** A server that answers one wallet object, in VND (no decimals). */
export const OneWalletObject: Story = { args: { answer: 'object' } };

/** An empty wallet reads 0, not "unavailable". */
export const Empty: Story = { args: { answer: 'empty' } };

/** Before the answer: a quiet placeholder the width of a figure. */
export const Loading: Story = { args: { answer: 'pending' } };

/** The call failed: said so, with the refresh at hand. */
export const Unavailable: Story = { args: { answer: 'failed' } };

/** The member hides it: every balance on screen shows dots until shown again. */
export const Hidden: Story = { args: { hidden: true } };

/** The account pages' card. */
export const Card: Story = { args: { variant: 'card' } };

export const CardUnavailable: Story = { args: { variant: 'card', answer: 'failed' } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const UrduCard: Story = { args: { variant: 'card' }, globals: { language: 'UR' } };

export const Dark: Story = { args: { variant: 'card' }, globals: { theme: 'dark' } };
