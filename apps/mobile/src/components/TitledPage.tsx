import type { ReactNode } from 'react';
import { useTexts } from '@lotto/i18n';
import { ScreenHeader } from './ScreenHeader';
import { SHELL_NAMESPACE, type ShellTextKey } from '../locales';

/** An inner page: the shell's title bar over a feature's screen; `backTo` where the page belongs (else home). */
export function TitledPage({ titleKey, backTo, children }: { titleKey: ShellTextKey; backTo?: string; children: ReactNode }) {
  const { t } = useTexts(SHELL_NAMESPACE);
  return (
    <main className="shell-page">
      <ScreenHeader title={t(titleKey)} backTo={backTo} />
      {children}
    </main>
  );
}
