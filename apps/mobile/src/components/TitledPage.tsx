import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from './ScreenHeader';

/** An inner page: the shell's title bar over a feature's screen. */
export function TitledPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <main className="shell-page">
      <ScreenHeader title={t(titleKey)} />
      {children}
    </main>
  );
}
