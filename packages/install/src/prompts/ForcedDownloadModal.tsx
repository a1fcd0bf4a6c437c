import { useTexts } from '@lotto/i18n';
import { Modal } from '@lotto/ui';
import { useDispatch } from 'react-redux';
import { recordForcedDownloadClosed } from './close-counts';
import { DownloadLink } from './DownloadLink';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import { forcedDownloadClosed } from './prompts-slice';

/** Spec 001 §2 screen 5: the app-download modal after a deposit; closing counts towards maxCloseTimes. */
export function ForcedDownloadModal({ open, link }: { open: boolean; link: string }) {
  const { t } = useTexts(INSTALL_PROMPTS_NAMESPACE);
  const dispatch = useDispatch();
  const close = () => {
    recordForcedDownloadClosed();
    dispatch(forcedDownloadClosed());
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('forced_title')}
      className="install-forced"
      footer={
        <DownloadLink href={link} className="install-option install-option--primary" place="forced">
          {t('forced_download')}
        </DownloadLink>
      }
    >
      <p className="install-prompt__text">{t('forced_text')}</p>
    </Modal>
  );
}
