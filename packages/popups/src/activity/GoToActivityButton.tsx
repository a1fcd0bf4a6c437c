import { useEffect, useState } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { GO_TO_STYLE_DELAY_MS } from '../constants';
import { POPUPS_NAMESPACE } from '../locales';

/**
 * 'Go to activity' (spec 001 §2, §5). Its style is computed after 200 ms: it comes in plain and
 * takes its highlighted look then, once the slide under it has settled.
 */
export function GoToActivityButton({ onClick }: { onClick: () => void }) {
  const { t } = useTexts(POPUPS_NAMESPACE);
  const [styled, setStyled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setStyled(true), GO_TO_STYLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Button className={styled ? 'popups-go-to popups-go-to--styled' : 'popups-go-to'} data-styled={styled} onClick={onClick}>
      {t('go_to_activity')}
    </Button>
  );
}
