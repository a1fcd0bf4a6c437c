import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS, REDIRECT_QUERY, useTrackedHref } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { REWARD_MEMBER_TYPES } from '../constants';
import { PROMOTIONS_NAMESPACE } from '../locales';
import { EmptyState, LoadFailed, Loading } from '../components/PageState';
import { useMember } from '../components/use-member';
import { MyRewards } from './MyRewards';
import { PromotionTiles } from './PromotionTiles';

interface RewardCenterPageProps {
  /** The member's wallet total with its refresh, as the shell draws it (the wallet is another package's). */
  wallet?: ReactNode;
  /** The address the platform sees the player at, which a claim sends. */
  ipAddress: string;
  /** The install prompts' app-or-web choice, where the shell has it: the app-download tile. */
  onAppDownload?: () => void;
}

function VisitorLogin() {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const login = useTrackedHref(`${PATHS.login}?${new URLSearchParams({ [REDIRECT_QUERY]: PATHS.rewardCenter }).toString()}`);
  return (
    <div className="promotions-state">
      <p>{t('center.visitor')}</p>
      <Link className="promotions-link promotions-link--button" to={login}>
        {t('nav.login')}
      </Link>
    </div>
  );
}

/**
 * /m/rewardCenter: for member types 0, 1 and 2 the wallet total, the promotions running for them
 * as tiles and "My rewards" with their claims; any other type is told it has no permission; a
 * visitor sees the merchant's promotions and a log-in that comes back here.
 */
export function RewardCenterPage({ wallet, ipAddress, onAppDownload }: RewardCenterPageProps) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { loggedIn, token, member, status, retry } = useMember();
  if (!loggedIn || token === null) {
    return (
      <div className="promotions-page">
        <VisitorLogin />
        <PromotionTiles token={null} onAppDownload={onAppDownload} />
      </div>
    );
  }
  if (!member) return <div className="promotions-page">{status === 'failed' ? <LoadFailed onRetry={retry} /> : <Loading />}</div>;
  if (!REWARD_MEMBER_TYPES.includes(member.type)) {
    return (
      <div className="promotions-page">
        <EmptyState message={t('center.noPermission')} />
      </div>
    );
  }
  return (
    <div className="promotions-page">
      {wallet ? <div className="promotions-wallet">{wallet}</div> : null}
      <PromotionTiles token={token} onAppDownload={onAppDownload} />
      <MyRewards token={token} ipAddress={ipAddress} />
    </div>
  );
}
