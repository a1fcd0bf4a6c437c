import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { customerServiceRequested, PATHS, selectHasCustomerService, useTrackedHref } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { sectionTrail, tagFromHash } from '../help-sections';
import { ACCOUNT_NAMESPACE } from '../locales';
import { useHelpCenterQuery } from '../server-data/help-center';
import { EmptyState, ErrorState, LoadingState } from '../shared/PageStatus';
import { useAccountDispatch, useAccountSelector } from '../store-hooks';
import { HelpSectionView, sectionElementId } from './HelpSectionView';

/**
 * The help centre (`/m/help`, public): the platform's sections in the interface language, asked
 * again when the language changes, each one collapsible. `#tag` in the address (the register
 * page's terms: `#term`; a link inside a section) opens that section, and those around it, and
 * brings it into view.
 */
export function HelpPage() {
  const { t, i18n } = useTexts(ACCOUNT_NAMESPACE);
  const dispatch = useAccountDispatch();
  const { hash } = useLocation();
  const homeHref = useTrackedHref(PATHS.home);
  const hasCustomerService = useAccountSelector(selectHasCustomerService);
  const { data, isLoading, isError, isFetching, refetch } = useHelpCenterQuery(i18n.language);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const tag = tagFromHash(hash);

  // A new deep link (or the sections it names arriving) opens its trail, while rendering, so the
  // panels are open in the same frame; what the player opened or closed by hand stays as it is.
  const [linked, setLinked] = useState<{ sections: typeof data; tag: string | null }>({ sections: undefined, tag: null });
  if (linked.sections !== data || linked.tag !== tag) {
    setLinked({ sections: data, tag });
    const trail = data && tag !== null ? sectionTrail(data, tag) : [];
    if (trail.length > 0) setOpen((now) => new Set([...now, ...trail]));
  }

  useEffect(() => {
    if (!data || tag === null) return;
    const trail = sectionTrail(data, tag);
    const target = trail[trail.length - 1];
    if (target === undefined) return;
    // After the opened panels have been drawn.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(sectionElementId(target));
      element?.scrollIntoView?.({ block: 'start' });
      element?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [data, tag]);

  const toggle = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  if (isLoading || (isFetching && !data)) return <LoadingState label={t('help.loading')} />;
  if (isError && !data) return <ErrorState message={t('help.failed')} retryLabel={t('help.retry')} onRetry={() => void refetch()} />;
  if (!data || data.length === 0) {
    return (
      <EmptyState
        message={t('help.empty')}
        action={
          hasCustomerService ? (
            <Button variant="secondary" onClick={() => dispatch(customerServiceRequested())}>
              {t('help.contact')}
            </Button>
          ) : (
            <Link className="acct-link" to={homeHref}>
              {t('help.home')}
            </Link>
          )
        }
      />
    );
  }
  return (
    <div className="acct-help">
      {data.map((section) => (
        <HelpSectionView key={section.key} section={section} open={open} onToggle={toggle} />
      ))}
    </div>
  );
}
