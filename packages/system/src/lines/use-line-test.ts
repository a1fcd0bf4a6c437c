import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLineTester, type LineTesterOptions, type LineTestSnapshot } from './line-tester';

export interface LineTest extends LineTestSnapshot {
  retest: () => void;
}

/**
 * Tests the lines of `domainList` once it is known (null while the merchant settings are
 * still loading), and again on `retest`. Leaving the page cancels the test.
 */
export function useLineTest(domainList: readonly string[] | null, options?: LineTesterOptions): LineTest {
  // Options are read once: a tester lives as long as the page.
  const [tester] = useState(() => createLineTester({ protocol: location.protocol, ...options }));
  const snapshot = useSyncExternalStore(tester.subscribe, tester.getSnapshot, tester.getSnapshot);

  useEffect(() => {
    if (domainList === null) return;
    tester.start(domainList);
    return () => tester.stop();
  }, [tester, domainList]);

  return { ...snapshot, retest: () => domainList !== null && tester.start(domainList) };
}
