import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { MePage } from '@lotto/account/me';
import { appDownloadOpened } from '@lotto/install';
import { readBrowserEnvironment } from '@lotto/app-core';
import merchant from '@merchant';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ReferralEntry } from '../components/ReferralEntry';
import { TitledPage } from '../components/TitledPage';
import VipProgress from '../components/VipProgress';
import '../store/account-feature';
import { askLateFeature } from '../early/late-asks';
import { loadAuthFeature } from '../store/auth-feature';
import type { AppStore } from '../store/create-store';
import { useAppDispatch } from '../store/hooks';
import { WalletBalance } from '../store/wallet-feature';

/**
 * The member's page (`/m/member/home`): the account package's Me page, with what the shell owns in
 * its slots (the wallet's card, the VIP card, the referral entry, the language switcher) and the
 * ways out to other features: sign-in's logout (loaded as the page opens, so a confirmed logout
 * is immediate) and install's download popup, offered only where the app is not what is running.
 */
export function MemberHomeScreen() {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const environment = readBrowserEnvironment();
  const installable = !environment.inApp && !environment.pwa && !environment.webclip;
  useEffect(() => void loadAuthFeature(store), [store]);
  return (
    <TitledPage titleKey="title.memberHome">
      <MePage
        balance={<WalletBalance variant="card" />}
        vip={
          <div className="shell-me-vip">
            <VipProgress />
          </div>
        }
        referral={<ReferralEntry />}
        language={<LanguageSwitcher languages={merchant.languages} />}
        notifications={Boolean(merchant.push)}
        onInstallApp={installable ? () => askLateFeature(appDownloadOpened()) : undefined}
        onLogOut={() => loadAuthFeature(store).then((auth) => dispatch(auth.logout()))}
      />
    </TitledPage>
  );
}
