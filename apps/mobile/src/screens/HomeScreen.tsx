import { lazy, Suspense } from 'react';
import { useTexts } from '@lotto/i18n';
import merchant from '@merchant';
import { loadCommonData, selectCommon, selectIsLoggedIn, selectMember, selectSessionInfo } from '@lotto/app-core';
import { HomeBanners } from '../components/HomeBanners';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ReferralEntry } from '../components/ReferralEntry';
import { VipProgressPlace } from '../components/VipProgressPlace';
import { homeLobby } from './HomeLobby';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { SHELL_NAMESPACE } from '../locales';

// A member's; a visitor's first screen does not carry it.
const VipProgress = lazy(() => import('../components/VipProgress'));

/**
 * The first screen, for visitors and members: the banners, a member's VIP progress, the referral
 * entry, the lobby (notices, winners, hot games, categories: after first paint) and the language. The top bar above it (the brand, the ways in, a member's balance) and
 * the tab bar are the layout's (src/frame). The announcement popup and the welcome images come
 * over it from their own root (features/popups-feature).
 */
const NAME_PENDING = '\u2026';

export function HomeScreen() {
  const { t } = useTexts(SHELL_NAMESPACE);
  const dispatch = useAppDispatch();
  const common = useAppSelector(selectCommon);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const session = useAppSelector(selectSessionInfo);
  const member = useAppSelector(selectMember);
  const name = common.merchantName || merchant.name;
  const memberName = member?.nickname || member?.account || session?.userName || '';
  // A member handed over by the address has no name until the member's details come: the greeting's
  // line waits with an ellipsis rather than the visitor's longer welcome, so nothing below it moves.
  const greetingName = memberName || NAME_PENDING;

  return (
    <main className="shell-home">
      <HomeBanners />
      <section className="shell-home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="shell-home__title">
          {loggedIn ? t('home.greeting', { name: greetingName }) : t('home.welcome', { name })}
        </h1>
        <p className="shell-home__tagline">{t('home.tagline')}</p>
        {common.status === 'failed' ? (
          <div className="shell-home__error" role="alert">
            <p>{t('home.loadFailed')}</p>
            <button type="button" className="shell-button shell-button--secondary" onClick={() => void dispatch(loadCommonData())}>
              {t('home.retry')}
            </button>
          </div>
        ) : null}
        {loggedIn ? (
          <Suspense fallback={<VipProgressPlace />}>
            <VipProgress />
          </Suspense>
        ) : null}
        <nav className="shell-home__actions">
          <ReferralEntry />
        </nav>
      </section>
      {homeLobby}
      <footer className="shell-home__footer">
        <LanguageSwitcher languages={merchant.languages} />
      </footer>
    </main>
  );
}
