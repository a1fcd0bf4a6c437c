import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTexts } from '@lotto/i18n';
import merchant from '@merchant';
import {
  PATHS,
  loadCommonData,
  selectBrandLogo,
  selectCommon,
  selectIsLoggedIn,
  selectMember,
  selectSessionInfo,
  useTrackedHref,
} from '@lotto/app-core';
import { HomeBanners } from '../components/HomeBanners';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ReferralEntry } from '../components/ReferralEntry';
import { VipProgressPlace } from '../components/VipProgressPlace';
import { homeLobby } from './HomeLobby';
import { useStore } from 'react-redux';
import { loadAuthFeature } from '../store/auth-feature';
import type { AppStore } from '../store/create-store';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { SHELL_NAMESPACE } from '../locales';

// A member's; a visitor's first screen does not carry it.
const VipProgress = lazy(() => import('../components/VipProgress'));

/**
 * The first screen, for visitors and members: who the merchant is, the banners, a member's VIP
 * progress, how to get in, the referral entry, the lobby (notices, winners, hot games, categories:
 * after first paint) and the language. The announcement popup and the welcome images come over it
 * from their own root (features/popups-feature).
 */
export function HomeScreen() {
  const { t } = useTexts(SHELL_NAMESPACE);
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const common = useAppSelector(selectCommon);
  const logo = useAppSelector(selectBrandLogo);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const session = useAppSelector(selectSessionInfo);
  const member = useAppSelector(selectMember);
  const loginHref = useTrackedHref(PATHS.login);
  const registerHref = useTrackedHref(PATHS.register);
  const memberHref = useTrackedHref(PATHS.memberHome);
  const name = common.merchantName || merchant.name;
  const memberName = member?.nickname || member?.account || session?.userName || '';

  return (
    <main className="shell-home">
      <header className="shell-home__brand">
        <img className="shell-home__logo" src={logo || merchant.logo} alt="" width="56" height="56" />
        <p className="shell-home__name">{name}</p>
      </header>
      <HomeBanners />
      <section className="shell-home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="shell-home__title">
          {loggedIn && memberName ? t('home.greeting', { name: memberName }) : t('home.welcome', { name })}
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
          {loggedIn ? (
            <>
              <Link className="shell-button shell-button--primary" to={memberHref}>
                {t('home.myAccount')}
              </Link>
              <ReferralEntry />
              <button
                type="button"
                className="shell-button shell-button--secondary"
                onClick={() => void loadAuthFeature(store).then((auth) => dispatch(auth.logout()))}
              >
                {t('home.logout')}
              </button>
            </>
          ) : (
            <>
              <Link className="shell-button shell-button--primary" to={loginHref}>
                {t('home.login')}
              </Link>
              <Link className="shell-button shell-button--secondary" to={registerHref}>
                {t('home.register')}
              </Link>
              <ReferralEntry />
            </>
          )}
        </nav>
      </section>
      {homeLobby}
      <footer className="shell-home__footer">
        <LanguageSwitcher languages={merchant.languages} />
      </footer>
    </main>
  );
}
