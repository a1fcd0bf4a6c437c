import type { TabId } from '@lotto/app-core';
import { TabIcon } from './TabIcon';

/** The count most badges show before they say "99+". */
const BADGE_MAX = 99;

/**
 * What a tab shows: its icon, its label (on the first screen, before any text has loaded, a line
 * in its place), and its number, which the tab's name says in words (so the digits are not read).
 */
export function TabContent({ tab, label, badge = 0 }: { tab: TabId; label?: string; badge?: number }) {
  return (
    <>
      <TabIcon tab={tab} />
      {label === undefined ? (
        <span className="shell-tab__label shell-tab__label--pending" />
      ) : (
        <span className="shell-tab__label">{label}</span>
      )}
      {badge > 0 ? (
        <span className="shell-tab__badge" aria-hidden="true">
          {badge > BADGE_MAX ? `${BADGE_MAX}+` : badge}
        </span>
      ) : null}
    </>
  );
}
