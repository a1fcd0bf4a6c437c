import { useTexts } from '@lotto/i18n';
import { BottomSheet, Button } from '@lotto/ui';
import { useDispatch, useSelector } from 'react-redux';
import { DownloadLink } from './DownloadLink';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import type { PromptsRootState } from './prompt-state';
import { overlayClosed, selectPrompts } from './prompts-slice';

/** Spec 001 §2 screen 3: the app (this platform's link) or the web app, with 'continue with web version'. */
export function AppOrWebSheet({ link }: { link: string | undefined }) {
  const { t } = useTexts(INSTALL_PROMPTS_NAMESPACE);
  const dispatch = useDispatch();
  const { overlay } = useSelector((state: PromptsRootState) => selectPrompts(state));
  const close = () => dispatch(overlayClosed());
  return (
    <BottomSheet
      open={overlay === 'choice'}
      onClose={close}
      title={t('choice_title')}
      className="install-choice"
      footer={
        <div className="install-prompt__actions install-prompt__actions--stacked">
          {link ? (
            <DownloadLink href={link} className="install-option install-option--primary" place="choice">
              {t('choice_app')}
            </DownloadLink>
          ) : null}
          <Button variant="text" fullWidth onClick={close}>
            {t('choice_web')}
          </Button>
        </div>
      }
    >
      <p className="install-prompt__text">{t('choice_text')}</p>
    </BottomSheet>
  );
}
