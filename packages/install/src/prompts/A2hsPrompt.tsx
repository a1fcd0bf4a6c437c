import { selectMerchantName } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { BottomSheet, Button } from '@lotto/ui';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { A2hsContent } from './A2hsContent';
import { recordA2hsDismissed, recordA2hsInstalled } from './close-counts';
import { downloadLinks } from './download-links';
import { promptInstall } from './install-event';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import { usePromptEnvironment } from './prompt-environment';
import { selectResources, type PromptsRootState } from './prompt-state';
import { a2hsFinished, selectPrompts } from './prompts-slice';

/** Spec 001 §4: the add-to-home-screen prompt. Closing counts a dismissal; installing writes 99. */
export function A2hsPrompt() {
  const { t } = useTexts(INSTALL_PROMPTS_NAMESPACE);
  const dispatch = useDispatch();
  const { overlay, installEvent } = useSelector((state: PromptsRootState) => selectPrompts(state));
  const merchantName = useSelector((state: PromptsRootState) => selectMerchantName(state));
  const links = downloadLinks(useSelector(selectResources));
  const { kind } = usePromptEnvironment();
  const [busy, setBusy] = useState(false);
  const canInstall = installEvent && kind !== 'in-app' && kind !== 'ios-safari' && kind !== 'ios-other';

  const dismiss = () => {
    recordA2hsDismissed();
    dispatch(a2hsFinished());
  };
  const install = async () => {
    setBusy(true);
    const accepted = await promptInstall();
    setBusy(false);
    if (accepted) {
      recordA2hsInstalled();
      dispatch(a2hsFinished());
    } else dismiss();
  };

  return (
    <BottomSheet
      open={overlay === 'a2hs'}
      onClose={dismiss}
      title={t(kind === 'in-app' ? 'in_app_title' : 'a2hs_title')}
      className="install-prompt"
      footer={
        canInstall ? (
          <div className="install-prompt__actions">
            <Button variant="text" onClick={dismiss}>
              {t('a2hs_later')}
            </Button>
            <Button busy={busy} onClick={() => void install()}>
              {t('a2hs_install')}
            </Button>
          </div>
        ) : null
      }
    >
      <A2hsContent merchantName={merchantName} installEvent={canInstall} profileLink={links.profile} />
    </BottomSheet>
  );
}
