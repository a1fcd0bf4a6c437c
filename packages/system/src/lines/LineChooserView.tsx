import { useId, type ReactNode } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button, Spinner } from '@lotto/ui';
import { SYSTEM_NAMESPACE } from '../locales';
import { lineLabel } from './line-origin';
import type { LineTestPhase } from './line-tester';
import type { LineResult } from './race-lines';

export interface LineChooserViewProps {
  phase: LineTestPhase;
  results: readonly LineResult[];
  winner: string | null;
  onRetest: () => void;
  onUse: (line: string) => void;
  /** The way back, rendered at the start of the title bar. */
  back?: ReactNode;
  /** The customer-service button, when the merchant has one. */
  contact?: ReactNode;
}

/** The line-speed chooser as the player sees it, for any moment of a test. */
export function LineChooserView({ phase, results, winner, onRetest, onUse, back, contact }: LineChooserViewProps) {
  const { t } = useTexts(SYSTEM_NAMESPACE);
  const titleId = useId();
  const allFailed = phase === 'done' && results.length > 0 && results.every((result) => result.state === 'failed');

  return (
    <main className="sys-lines" aria-labelledby={titleId}>
      <header className="sys-lines__header">
        {back}
        <h1 id={titleId} className="sys-lines__title">
          {t('lines_title')}
        </h1>
      </header>
      <div className="sys-lines__content">
        <p className="sys-lines__intro">{t('lines_intro')}</p>
        {phase === 'idle' ? <Spinner visible /> : null}
        {phase === 'done' && results.length === 0 ? <p className="sys-lines__note">{t('lines_none')}</p> : null}
        {results.length > 0 ? (
          <ol className="sys-lines__list" aria-label={t('lines_label')}>
            {results.map((result) => (
              <li key={result.line} className="sys-line" data-state={result.state} data-winner={result.line === winner || undefined}>
                <span className="sys-line__host" dir="ltr">
                  {lineLabel(result.line)}
                </span>
                {result.line === winner ? <span className="sys-line__badge">{t('line_fastest')}</span> : null}
                <span className="sys-line__status">
                  {result.state === 'waiting' ? (
                    <span className="sys-line__waiting">{t('please_wait')}</span>
                  ) : result.state === 'answered' ? (
                    t('line_ms', { ms: result.ms })
                  ) : (
                    t('line_failed')
                  )}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        <p className="sys-lines__note" role="status">
          {allFailed ? t('lines_all_failed') : null}
        </p>
        <div className="sys-lines__actions">
          {winner ? (
            <Button fullWidth onClick={() => onUse(winner)}>
              {t('lines_use')}
            </Button>
          ) : null}
          <Button variant="secondary" fullWidth busy={phase === 'testing' && !winner} onClick={onRetest}>
            {t('lines_retest')}
          </Button>
          {contact}
        </div>
      </div>
    </main>
  );
}
