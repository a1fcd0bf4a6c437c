import { LoginArtwork, MerchantArtwork } from '../components/MerchantArtwork';
import { TABS } from '../frame/frame-rules';
import { TabContent } from '../frame/TabContent';
import { TopBarLayout } from '../frame/TopBarLayout';

export interface FirstScreenShellProps {
  logo: string;
  name: string;
  /** The merchant's welcome artwork; without it the banner's box stays empty. */
  artwork?: string;
}

/** A title bar's skeleton: where the way back and the page's heading will be. */
function HeaderSkeleton() {
  return (
    <div className="shell-header">
      <span className="first-screen__back" />
      <span className="first-screen__line first-screen__line--heading" />
    </div>
  );
}

/**
 * The tab bar as the app will draw it, without its labels; shown where the head's script marks the
 * address as having one, with its current tab (build/first-screen-route.ts).
 */
function TabBarSkeleton() {
  return (
    <nav className="shell-tabs first-screen__tabs">
      <ul className="shell-tabs__list">
        {TABS.map((tab) => (
          <li key={tab} className="shell-tabs__item">
            <span className="shell-tab" data-tab={tab}>
              <TabContent tab={tab} />
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * What the page shows before the app's texts have loaded. It holds no word of any language, so the
 * same markup, rendered into index.html at build time (build/prerender.ts), fits whichever language
 * the player's stored or browser choice picks; the app's first render replaces it (main.tsx). It holds three first
 * screens, laid out as the real ones will be, and shows the one index.html's script names for the
 * address (build/first-screen-route.ts; home's where none is named):
 * - home: the top bar (the brand, and where "Log in" and "Register" or a member's balance will be),
 *   the banner's 5:2 box with the merchant's artwork, skeletons of the heading, the tagline and the
 *   referral entry;
 * - login: a title bar, the artwork that heads the login page, skeletons of the form;
 * - any other page: a title bar.
 * The tab bar shows under whichever the address has it (the head's script says).
 */
export function FirstScreenShell({ logo, name, artwork }: FirstScreenShellProps) {
  return (
    <div className="first-screen" aria-busy="true">
      <div className="first-screen__home">
        <TopBarLayout
          logo={logo}
          end={
            <>
              <span className="first-screen__pill" />
              <span className="first-screen__pill" />
            </>
          }
        >
          <p className="shell-topbar__name" dir="auto">
            {name}
          </p>
        </TopBarLayout>
        <div className="shell-home">
          <div className="shell-banners">
            <div className="shell-banners__box">{artwork ? <MerchantArtwork src={artwork} className="shell-banners__image" /> : null}</div>
          </div>
          <div className="shell-home__hero">
            <span className="first-screen__line first-screen__line--title" />
            <span className="first-screen__line" />
            <span className="first-screen__action" />
          </div>
        </div>
      </div>
      <div className="shell-page first-screen__login">
        <HeaderSkeleton />
        {artwork ? <LoginArtwork src={artwork} /> : null}
        <div className="first-screen__form">
          <span className="first-screen__line first-screen__line--tabs" />
          <span className="first-screen__field" />
          <span className="first-screen__field" />
          <span className="first-screen__action" />
        </div>
      </div>
      <div className="shell-page first-screen__page">
        <HeaderSkeleton />
      </div>
      <TabBarSkeleton />
    </div>
  );
}
