import { selectCommon, selectSessionInfo, useOverlayTurn, type CommonState, type SessionState } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button, Modal } from '@lotto/ui';
import { useDispatch, useSelector } from 'react-redux';
import { MANDATORY_UPGRADE_FLAG } from '../constants';
import { selectUpgrade, selectUpgradeOpen, upgradeClosed, type InstallState } from '../install-slice';
import { INSTALL_NAMESPACE } from '../locales';
import { lottoNativeBridge } from './lotto-native';
import type { NativeAppBridge } from './native-contract';
import type { DownloadWindow } from '../prompts/download-target';
import { updateNow } from './update-now';

interface AppUpgradeState {
  install: InstallState;
  common: CommonState;
  session: SessionState;
}

interface AppUpgradeModalProps {
  /** The native app; the real bridge unless a story or test gives a stand-in. */
  bridge?: NativeAppBridge;
  /** Where a download opens; the real window unless a story or test says otherwise. */
  target?: DownloadWindow;
}

const ignoreClose = () => undefined;

/**
 * Spec 001 §2 screen 7: banner title, description, Update Now and close; shown, hiding (250 ms,
 * the ui Modal's), closed. When the merchant's MANDATORYAPPUPDATES3 flag is on the upgrade
 * cannot be put off: no close button, and Escape, Back and the backdrop do nothing. It takes its
 * turn in the overlays' queue (after a system screen, before every popup).
 */
export function AppUpgradeModal({ bridge = lottoNativeBridge(), target }: AppUpgradeModalProps) {
  const offer = useSelector((state: AppUpgradeState) => selectUpgrade(state));
  const open = useOverlayTurn(
    'upgrade',
    useSelector((state: AppUpgradeState) => selectUpgradeOpen(state)),
  );
  const mandatory = useSelector((state: AppUpgradeState) => selectCommon(state).whitelabelVal[MANDATORY_UPGRADE_FLAG] === true);
  const token = useSelector((state: AppUpgradeState) => selectSessionInfo(state)?.token ?? null);
  const dispatch = useDispatch();
  const { t, i18n } = useTexts(INSTALL_NAMESPACE);
  if (!offer) return null;
  return (
    <Modal
      open={open}
      onClose={mandatory ? ignoreClose : () => dispatch(upgradeClosed())}
      title={offer.title || t('upgrade_title')}
      hideCloseButton={mandatory}
      closeOnBack={!mandatory}
      closeOnBackdrop={!mandatory}
      className="install-upgrade"
      footer={
        <Button onClick={() => updateNow(offer, { language: i18n.language, token, bridge, ...(target ? { target } : {}) })}>
          {t('upgrade_update_now')}
        </Button>
      }
    >
      <p className="install-upgrade__description">{offer.description || t('upgrade_description')}</p>
    </Modal>
  );
}
