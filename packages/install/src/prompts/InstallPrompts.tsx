import { HOME_PATHS, useOverlayTurn, type RuntimeEnvironment } from '@lotto/app-core';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { A2hsPrompt } from './A2hsPrompt';
import { AppOrWebSheet } from './AppOrWebSheet';
import { forcedDownloadCloseCount } from './close-counts';
import { forcedDownloadApplies, forcedDownloadShown, withDefaults } from './deposit-rule';
import { DownloadBar } from './DownloadBar';
import { downloadBarShown } from './download-bar-rule';
import { downloadLinks, platformLink } from './download-links';
import { DownloadPopup } from './DownloadPopup';
import { ForcedDownloadModal } from './ForcedDownloadModal';
import { PromptNotes } from './PromptNotes';
import { promptEnvironment, PromptEnvironmentProvider, type PromptEnvironment } from './prompt-environment';
import {
  selectDepositSeen,
  selectLoggedIn,
  selectRankLevel,
  selectResources,
  selectSettings,
  selectToken,
  type PromptsRootState,
} from './prompt-state';
import { selectPrompts } from './prompts-slice';
import { useA2hsSchedule } from './use-a2hs-schedule';
import { useDeposits } from './use-deposits';
import { useFirstDepositsPending } from '../server-data/deposit-settings';

export interface InstallPromptsProps {
  /** The router's current path; the prompts live outside the router. */
  pathname: string;
  environment: RuntimeEnvironment;
  /** Opens the app-download promotion's page: the popup's go-to-activity button, while the promotion runs. */
  onActivity?: () => void;
  /** Stories and tests: a browser other than the one running. */
  promptEnvironmentOverride?: PromptEnvironment;
}

/**
 * Every install and download prompt (spec 001 §2 screens 1–5, §4, §5): the download bar, its
 * popup, the app-or-web sheet, the add-to-home-screen prompt with the iOS guide, and the forced
 * app download. The forced download and the add-to-home-screen prompt open unasked, each at its
 * turn in the overlays' queue; the popup, the sheet and the notes open at the player's tap, one at
 * a time (the slice's `overlay`), and hold the queue while they are up.
 */
export function InstallPrompts({ pathname, environment, onActivity, promptEnvironmentOverride }: InstallPromptsProps) {
  const env = useMemo(() => promptEnvironmentOverride ?? promptEnvironment(environment), [environment, promptEnvironmentOverride]);
  const rawSettings = useSelector(selectSettings);
  const settings = useMemo(() => withDefaults(rawSettings), [rawSettings]);
  const resources = useSelector(selectResources);
  const links = useMemo(() => downloadLinks(resources), [resources]);
  const link = platformLink(links, env.kind, env.iosVersion);
  const loggedIn = useSelector(selectLoggedIn);
  const rankLevel = useSelector(selectRankLevel);
  const { barHidden, forcedClosed } = useSelector((state: PromptsRootState) => selectPrompts(state));
  const depositSeen = useSelector(selectDepositSeen);
  const onHome = HOME_PATHS.includes(pathname);

  const deposits = useDeposits(onHome, env, settings);

  const barShown =
    onHome &&
    downloadBarShown({
      ...env,
      link,
      hidden: barHidden,
      minVipRank: settings.downloadBarMinVipRank,
      rankLevel: loggedIn ? rankLevel : null,
    });
  const forcedConditions = {
    settings,
    host: env.host,
    onHome,
    loggedIn,
    inApp: env.inApp,
    deposits,
    closeCount: forcedDownloadCloseCount(),
    depositSeen,
  };
  const forcedDue = !!link && !forcedClosed && forcedDownloadShown(forcedConditions);
  // While the member's first deposits answer is on its way it may be due: it holds its place in the
  // overlays' queue meanwhile, so the popups after it in the order wait for the answer (not for a
  // failed one).
  const depositsPending = useFirstDepositsPending(useSelector(selectToken));
  const forcedMaybe = !!link && !forcedClosed && depositsPending && forcedDownloadApplies(forcedConditions);
  const forcedShown = useOverlayTurn('forcedDownload', forcedDue || forcedMaybe) && forcedDue;
  useA2hsSchedule(pathname, env, settings, deposits);

  return (
    <PromptEnvironmentProvider value={env}>
      {barShown && link ? <DownloadBar link={link} icon={links.icon} /> : null}
      <DownloadPopup onActivity={onActivity} />
      <AppOrWebSheet link={link} />
      <A2hsPrompt />
      <PromptNotes />
      {link ? <ForcedDownloadModal open={forcedShown} link={link} /> : null}
    </PromptEnvironmentProvider>
  );
}
