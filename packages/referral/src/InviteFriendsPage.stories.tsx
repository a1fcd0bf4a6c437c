import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { cannedApi } from '@lotto/api-client/testing';
import { FeedbackToasts } from '@lotto/app-core';
import { InviteFriendsPage } from './InviteFriendsPage';
import { createReferralStore, referralAnswers } from './testing';

interface DemoProps {
  /** Who opens the page: a visitor, a plain member (type 0) or an agent (type 1). */
  who: 'visitor' | 'member' | 'agent';
  /** What the details call answers: with promotion domains, without, without a code, a failure, or nothing yet. */
  details: 'withDomains' | 'noDomains' | 'noCode' | 'failed' | 'pending';
  /** Whether the layout call answers the operator's sections. */
  layout: boolean;
}

/** The page as the shell shows it under its title bar, on the platform's answers; the toasts where the shell puts them. */
function InviteDemo({ who, details, layout }: DemoProps) {
  const store = useMemo(
    () =>
      createReferralStore({
        api: cannedApi(referralAnswers({ details, layout })),
        // A token per state, so one story's cached answer never stands in for another's.
        session:
          who === 'visitor'
            ? null
            : { token: `story-${who}-${details}-${String(layout)}`, userName: who === 'agent' ? 'agent01' : 'player01', type: 0 },
        memberType: who === 'agent' ? 1 : 0,
      }),
    [who, details, layout],
  );
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/m/inviteFriends']}>
        <div style={{ maxInlineSize: 420, background: 'var(--color-background)' }}>
          <InviteFriendsPage />
        </div>
        <FeedbackToasts />
      </MemoryRouter>
    </Provider>
  );
}

const meta = {
  title: 'Referral/Invite friends',
  component: InviteDemo,
  parameters: { layout: 'fullscreen' },
  args: { who: 'member', details: 'withDomains', layout: true },
  argTypes: {
    who: { control: 'inline-radio', options: ['visitor', 'member', 'agent'] },
    details: { control: 'select', options: ['withDomains', 'noDomains', 'noCode', 'failed', 'pending'] },
  },
} satisfies Meta<typeof InviteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: code, count, the link on a promotion domain, its QR code, the offers and the operator's sections. */
export const Member: Story = {};

/** A visitor: what inviting friends is, and a log-in (or registration) that comes back here. */
export const Visitor: Story = { args: { who: 'visitor' } };

/** An agent also sees the way to agent registration. */
export const Agent: Story = { args: { who: 'agent' } };

/** The details on their way. */
export const Loading: Story = { args: { details: 'pending' } };

/** The details call failed: said so, with a retry; no code made up. */
export const LoadFailed: Story = { args: { details: 'failed' } };

/** The platform has no code for the member yet. */
export const NoCode: Story = { args: { details: 'noCode' } };

/** No promotion domain: the link is the app's own registration page; one offer, nobody invited yet. */
export const NoDomains: Story = { args: { details: 'noDomains' } };

/** The layout call failed: the page's own blocks only. */
export const NoSections: Story = { args: { layout: false } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const UrduVisitor: Story = { args: { who: 'visitor' }, globals: { language: 'UR' } };

/** Dark: the QR code stays dark on a light ground, as scanners need. */
export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkVisitor: Story = { args: { who: 'visitor' }, globals: { theme: 'dark' } };
