import { useTexts } from '@lotto/i18n';
import { Modal } from '@lotto/ui';
import { useDispatch, useSelector } from 'react-redux';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import type { PromptsRootState } from './prompt-state';
import { overlayClosed, selectPrompts } from './prompts-slice';

/**
 * The two short notes: the profile was downloaded (iOS 17 and later, on return; spec 001 §5), and
 * "open in browser" for a download tapped inside an in-app browser.
 */
export function PromptNotes() {
  const { t } = useTexts(INSTALL_PROMPTS_NAMESPACE);
  const dispatch = useDispatch();
  const { overlay } = useSelector((state: PromptsRootState) => selectPrompts(state));
  const close = () => dispatch(overlayClosed());
  return (
    <>
      <Modal open={overlay === 'profileNote'} onClose={close} title={t('profile_note_title')} className="install-note">
        <p className="install-prompt__text">{t('profile_note_text')}</p>
      </Modal>
      <Modal open={overlay === 'inAppHint'} onClose={close} title={t('in_app_title')} className="install-note">
        <p className="install-prompt__text">{t('in_app_text')}</p>
      </Modal>
    </>
  );
}
