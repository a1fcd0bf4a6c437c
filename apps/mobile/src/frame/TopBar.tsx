import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTexts } from '@lotto/i18n';
import merchant from '@merchant';
import { PATHS, selectBrandLogo, selectCommon, selectMember, selectSessionInfo, useTrackedHref } from '@lotto/app-core';
import { useAppSelector } from '../store/hooks';
import { SHELL_NAMESPACE } from '../locales';
import { TopBarLayout } from './TopBarLayout';
import { useAfterLoad } from './use-after-load';

const memberBarLate = () => import('./member-bar-late');
const WalletBalance = lazy(() => memberBarLate().then((m) => ({ default: m.WalletBalance })));
const VipBadge = lazy(() => memberBarLate().then((m) => ({ default: m.VipBadge })));

/**
 * The top bar (issue 27). A visitor: the merchant's logo and name, "Log in" and "Register" one tap
 * away. A member: their name, VIP badge and balance; the balance comes after first paint into a
 * place kept for it once the page has loaded (its chunk stays off the first screen), and is asked again on return to the page and at each `refreshKey` (a return
 * from a game).
 */
export function TopBar({ refreshKey }: { refreshKey: number }) {
  const { t } = useTexts(SHELL_NAMESPACE);
  const logo = useAppSelector(selectBrandLogo) || merchant.logo;
  const merchantName = useAppSelector(selectCommon).merchantName || merchant.name;
  const session = useAppSelector(selectSessionInfo);
  const member = useAppSelector(selectMember);
  const loginHref = useTrackedHref(PATHS.login);
  const registerHref = useTrackedHref(PATHS.register);
  const afterLoad = useAfterLoad();

  if (!session?.token) {
    return (
      <TopBarLayout
        logo={logo}
        end={
          <>
            <Link className="shell-topbar__action shell-topbar__action--primary" to={loginHref}>
              {t('home.login')}
            </Link>
            <Link className="shell-topbar__action" to={registerHref}>
              {t('home.register')}
            </Link>
          </>
        }
      >
        <p className="shell-topbar__name" dir="auto">
          {merchantName}
        </p>
      </TopBarLayout>
    );
  }
  const label = member?.clubLabel?.labelName ? member.clubLabel : null;
  return (
    <TopBarLayout
      logo={logo}
      end={
        afterLoad ? (
          <Suspense fallback={<span className="shell-topbar__balance-place" />}>
            <WalletBalance refreshKey={refreshKey} variant="bar" />
          </Suspense>
        ) : (
          <span className="shell-topbar__balance-place" />
        )
      }
    >
      <p className="shell-topbar__name" dir="auto">
        {member?.nickname || member?.account || session.userName}
      </p>
      {/* The badge's line is kept while member info loads, so the name above it never moves. */}
      <p className="shell-topbar__vip">
        {label && afterLoad ? (
          <Suspense fallback={null}>
            <VipBadge label={label} />
          </Suspense>
        ) : null}
      </p>
    </TopBarLayout>
  );
}
