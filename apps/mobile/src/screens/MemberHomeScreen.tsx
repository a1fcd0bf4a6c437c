import { useEffect, useRef } from 'react';
import { useTexts } from '@lotto/i18n';
import { loadMemberInfo, PATHS, selectMember, selectSessionInfo, useTrackedNavigate } from '@lotto/app-core';
import { ReferralEntry } from '../components/ReferralEntry';
import { ScreenHeader } from '../components/ScreenHeader';
import VipProgress from '../components/VipProgress';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { WalletBalance } from '../store/wallet-feature';
import { SHELL_NAMESPACE, type ShellMessageKey } from '../locales';

/**
 * The member's own page: what the platform knows of the account, and the way out. Log out moved
 * here from home when the top bar took home's buttons (issue 27); the account pages bring its
 * confirmation and the platform's call.
 */
export function MemberHomeScreen() {
  const { t, i18n } = useTexts(SHELL_NAMESPACE);
  const dispatch = useAppDispatch();
  const navigate = useTrackedNavigate();
  const member = useAppSelector(selectMember);
  const session = useAppSelector(selectSessionInfo);
  const status = useAppSelector((state) => state.session.memberStatus);

  useEffect(() => {
    if (status === 'idle') void dispatch(loadMemberInfo());
  }, [dispatch, status]);

  // The session ends once home has replaced this page: the router shows home in a transition, and
  // a session ended before it would meet this page's guard first, which sends a visitor to login.
  const endSession = useRef<(() => void) | null>(null);
  useEffect(() => () => endSession.current?.(), []);

  const rows: Array<[ShellMessageKey, string | undefined]> = member
    ? [
        ['member.account', member.account ?? session?.userName],
        ['member.nickname', member.nickname],
        ['member.level', member.clubLabel?.labelName],
        ['member.mobile', member.mobile],
        [
          'member.since',
          member.regDate ? new Intl.DateTimeFormat(document.documentElement.lang || i18n.language).format(member.regDate) : undefined,
        ],
      ]
    : [];

  return (
    <main className="shell-page">
      <ScreenHeader title={t('title.memberHome')} />
      <section className="shell-member__wallet">
        <WalletBalance variant="card" />
      </section>
      {status === 'failed' ? <p role="alert">{t('member.loadFailed')}</p> : null}
      {!member && status !== 'failed' ? <p aria-busy="true">{t('member.loading')}</p> : null}
      {member ? (
        <dl className="shell-member">
          {rows
            .filter(([, value]) => Boolean(value))
            .map(([key, value]) => (
              <div className="shell-member__row" key={key}>
                <dt>{t(key)}</dt>
                {/* A phone number reads left to right in every language; unwrapped, Urdu would mirror its "+" and digits. */}
                <dd>{key === 'member.mobile' ? <bdi dir="ltr">{value}</bdi> : value}</dd>
              </div>
            ))}
        </dl>
      ) : null}
      <VipProgress />
      <nav className="shell-member__links">
        {member ? <ReferralEntry /> : null}
        <button
          type="button"
          className="shell-button shell-button--secondary"
          onClick={() =>
            // Sign-in's chunk, which this page's route has not loaded.
            void import('@lotto/auth').then(({ logout }) => {
              endSession.current = () => void dispatch(logout());
              navigate(PATHS.home, { replace: true });
            })
          }
        >
          {t('home.logout')}
        </button>
      </nav>
    </main>
  );
}
