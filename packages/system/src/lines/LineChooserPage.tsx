import { useTexts } from '@lotto/i18n';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { PATHS, readSavedTrackedQuery, selectCommon, useTrackedHref } from '@lotto/app-core';
import { ContactButton } from '../ContactButton';
import { SYSTEM_NAMESPACE } from '../locales';
import { lineLandingUrl } from './landing-url';
import { LineChooserView } from './LineChooserView';
import type { LineTesterOptions } from './line-tester';
import { useLineTest } from './use-line-test';

export interface LineChooserPageProps {
  /** How lines are pinged and drawn; the real network by default (stories and tests pass stand-ins). */
  testerOptions?: LineTesterOptions;
}

/**
 * The line-speed chooser page (spec 001 §2, screen 15; spec 000 §7): up to ten lines of
 * the merchant's domain list are pinged at once, each time shown as it comes in, and the
 * first to answer is offered. Choosing it opens that line's home page with the tracked
 * query parameters.
 */
export function LineChooserPage({ testerOptions }: LineChooserPageProps = {}) {
  const { t } = useTexts(SYSTEM_NAMESPACE);
  const common = useSelector(selectCommon);
  const settled = common.status === 'ready' || common.status === 'failed';
  const test = useLineTest(settled ? common.domainList : null, testerOptions);
  const homeHref = useTrackedHref(PATHS.home);

  return (
    <LineChooserView
      phase={test.phase}
      results={test.results}
      winner={test.winner}
      onRetest={test.retest}
      onUse={(line) => window.location.assign(lineLandingUrl(line, location.search, readSavedTrackedQuery()))}
      back={
        <Link className="sys-lines__back" to={homeHref} aria-label={t('back')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="sys-flip">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
      }
      contact={<ContactButton label={t('customer_service')} variant="text" fullWidth />}
    />
  );
}
