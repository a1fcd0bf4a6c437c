import { Link } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { customerServiceRequested, PATHS, selectHasCustomerService, useTrackedHref } from '@lotto/app-core';
import { selectReferralTarget } from '@lotto/referral/referral-target';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { SHELL_NAMESPACE } from '../locales';

/**
 * The referral entry (spec 000 §6, spec 001 §2), one for visitors and members: agents to agent
 * registration, anyone else to the public invite page while the REFERRAL promotion runs, else
 * the merchant's customer service, opened by the chat feature as every "contact us" is. An
 * invisible place while the target is still unknown; absent where there is no customer service to open.
 */
export function ReferralEntry() {
  const { t } = useTexts(SHELL_NAMESPACE);
  const dispatch = useAppDispatch();
  const target = useAppSelector(selectReferralTarget);
  const hasCustomerService = useAppSelector(selectHasCustomerService);
  const settingsPending = useAppSelector((state) => state.common.status === 'idle' || state.common.status === 'loading');
  const agentRegisterHref = useTrackedHref(PATHS.agentRegister);
  const inviteFriendsHref = useTrackedHref(PATHS.inviteFriends);
  const className = 'shell-button shell-button--secondary';

  if (target === 'agent-register' || target === 'invite-friends') {
    return (
      <Link className={className} to={target === 'agent-register' ? agentRegisterHref : inviteFriendsHref}>
        {t('home.referral')}
      </Link>
    );
  }
  if (target === 'customer-service' && hasCustomerService) {
    return (
      <button type="button" className={className} onClick={() => dispatch(customerServiceRequested())}>
        {t('home.referral')}
      </button>
    );
  }
  // Its place is kept while undecided, so the buttons after it do not move when it arrives (CLS).
  if (target === null || (target === 'customer-service' && settingsPending)) {
    return <span className={`${className} shell-button--placeholder`} aria-hidden="true" />;
  }
  return null;
}
