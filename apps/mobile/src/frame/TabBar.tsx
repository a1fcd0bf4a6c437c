import { Link, useLocation } from 'react-router';
import { useTexts } from '@lotto/i18n';
import {
  chatRequested,
  loginLeadingBack,
  selectChatAccess,
  selectIsLoggedIn,
  selectTabBadges,
  useTrackedHref,
  type TabId,
} from '@lotto/app-core';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { SHELL_NAMESPACE } from '../locales';
import { serviceTab, TAB_TARGETS, TABS } from './frame-rules';
import { TabContent } from './TabContent';

/**
 * The bottom tab bar (issue 27): Home, Games, Promotions, Service and Me, the current one marked.
 * Service follows the chat rules (a visitor goes to login and back, anyone else presses the chat
 * entry, which refuses member type 4; no tab for a merchant without chat); Me leads a visitor to
 * login, which leads on to the account. A tab's number (the features set them: app-core's tab
 * badges) is part of its name and announced when it changes.
 */
export function TabBar({ current }: { current: TabId | null }) {
  const { t } = useTexts(SHELL_NAMESPACE);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settingsKnown = useAppSelector((state) => state.common.status === 'ready' || state.common.status === 'failed');
  const service = serviceTab(useAppSelector(selectChatAccess), { settingsKnown, loggedIn });
  const badges = useAppSelector(selectTabBadges);
  const hrefs: Record<TabId, string> = {
    home: useTrackedHref(TAB_TARGETS.home),
    games: useTrackedHref(TAB_TARGETS.games),
    promotions: useTrackedHref(TAB_TARGETS.promotions),
    service: useTrackedHref(loginLeadingBack(`${location.pathname}${location.search}${location.hash}`)),
    me: useTrackedHref(loggedIn ? TAB_TARGETS.me : loginLeadingBack(TAB_TARGETS.me)),
  };
  const named = (tab: TabId) => {
    const count = badges[tab] ?? 0;
    return count > 0 ? t('nav.badge', { label: t(`nav.${tab}`), count }) : undefined;
  };
  const tabs = TABS.filter((tab) => tab !== 'service' || service !== 'hidden');

  return (
    <nav className="shell-tabs" aria-label={t('nav.tabs')}>
      <ul className="shell-tabs__list">
        {tabs.map((tab) => (
          <li key={tab} className="shell-tabs__item">
            {tab === 'service' && service === 'press' ? (
              <button type="button" className="shell-tab" data-tab={tab} aria-label={named(tab)} onClick={() => dispatch(chatRequested())}>
                <TabContent tab={tab} label={t(`nav.${tab}`)} badge={badges[tab]} />
              </button>
            ) : (
              <Link
                className="shell-tab"
                data-tab={tab}
                to={hrefs[tab]}
                aria-current={tab === current ? 'page' : undefined}
                aria-label={named(tab)}
              >
                <TabContent tab={tab} label={t(`nav.${tab}`)} badge={badges[tab]} />
              </Link>
            )}
          </li>
        ))}
      </ul>
      {/* Polite, without the status role: a page's own status message stays the only one. */}
      <p className="ui-visually-hidden" aria-live="polite">
        {tabs.map(named).filter(Boolean).join('. ')}
      </p>
    </nav>
  );
}
