import type { ReactNode } from 'react';
import { customerServiceRequested, PATHS, selectHasCustomerService } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { ACCOUNT_NAMESPACE } from '../locales';
import { useAccountDispatch, useAccountSelector } from '../store-hooks';
import { AccountCard } from './AccountCard';
import { ActionRow, ControlRow, LinkRow, RowGroup } from './EntryRow';
import { InboxRow } from './InboxRow';
import { LogoutRow } from './LogoutRow';
import { NotificationsRow } from './NotificationsRow';
import { ThemeRow } from './ThemeRow';

export interface MePageProps {
  /** The member's balance: the shell passes the wallet's card. */
  balance?: ReactNode;
  /** The VIP card (label, progress, the benefits entry): the shell's. */
  vip?: ReactNode;
  /** The referral entry (agent registration, the invite page or customer service): the shell's. */
  referral?: ReactNode;
  /** The language switcher: the shell's, which knows the merchant's languages. */
  language?: ReactNode;
  /** Whether push can be offered: the merchant has a push project, whose feature answers `notificationsRequested`. */
  notifications: boolean;
  /** Opens the app download popup (install's `appDownloadOpened`); absent where the app is what is running. */
  onInstallApp?: () => void;
  /** Sign-in's logout; the page has gone home by the time it runs. */
  onLogOut: () => unknown;
}

/**
 * The member's own page (`/m/member/home`, spec 000 §2; issue 28 "Me"): who is signed in and the
 * account's details, the balance, the VIP card, the referral entry, then every way on: rewards, the
 * inbox with its unread count, help, feedback, customer service, language, theme, notifications,
 * the app, the password, and logging out. What belongs to another feature comes in as a slot or a
 * callback from the shell, or goes out as an app-core action that feature answers.
 */
export function MePage({ balance, vip, referral, language, notifications, onInstallApp, onLogOut }: MePageProps) {
  const { t } = useTexts(ACCOUNT_NAMESPACE);
  const dispatch = useAccountDispatch();
  const hasCustomerService = useAccountSelector(selectHasCustomerService);
  return (
    <div className="acct-me">
      <AccountCard />
      {balance}
      {vip}
      {referral ? <div className="acct-me__referral">{referral}</div> : null}
      <RowGroup title={t('me.group.activity')}>
        <LinkRow icon="rewards" label={t('entry.rewards')} to={PATHS.rewardCenter} />
        <InboxRow />
      </RowGroup>
      <RowGroup title={t('me.group.support')}>
        <LinkRow icon="help" label={t('entry.help')} to={PATHS.help} />
        <LinkRow icon="feedback" label={t('entry.feedback')} to={PATHS.feedback} />
        {hasCustomerService ? (
          <ActionRow icon="service" label={t('entry.customerService')} onClick={() => dispatch(customerServiceRequested())} />
        ) : null}
      </RowGroup>
      <RowGroup title={t('me.group.settings')}>
        {language ? <ControlRow icon="language">{language}</ControlRow> : null}
        <ThemeRow />
        <NotificationsRow available={notifications} />
        {onInstallApp ? <ActionRow icon="install" label={t('entry.install')} onClick={onInstallApp} /> : null}
        <LinkRow icon="password" label={t('entry.changePassword')} to={PATHS.changePassword} />
      </RowGroup>
      <LogoutRow onLogOut={onLogOut} />
    </div>
  );
}
