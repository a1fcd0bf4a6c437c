import { useTexts } from '@lotto/i18n';
import { useDispatch } from 'react-redux';
import { useTrackedNavigate } from '@lotto/app-core';
import { Button, CloseButton, FloatingBanner } from '@lotto/ui';
import { SYSTEM_NAMESPACE } from './locales';
import { SYSTEM_PATHS } from './paths';
import { fasterLineDismissed } from './system-slice';

/** The faster-line banner: the offer, the way to the chooser, and a close button. */
export function FasterLineBanner() {
  const { t } = useTexts(SYSTEM_NAMESPACE);
  const dispatch = useDispatch();
  const navigate = useTrackedNavigate();
  const open = () => {
    dispatch(fasterLineDismissed());
    navigate(SYSTEM_PATHS.lines);
  };
  return (
    <FloatingBanner edge="bottom" label={t('faster_line')} message={t('faster_line')}>
      <Button variant="primary" onClick={open}>
        {t('faster_line_open')}
      </Button>
      <CloseButton onClick={() => dispatch(fasterLineDismissed())} />
    </FloatingBanner>
  );
}
