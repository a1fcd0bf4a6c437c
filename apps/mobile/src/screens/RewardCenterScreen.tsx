import { RewardCenterPage } from '@lotto/promotions';
import '../store/promotions-feature';
import { TitledPage } from '../components/TitledPage';
import { WalletBalance } from '../store/wallet-feature';
import { usePromotionShell } from './use-promotion-shell';

/** /m/rewardCenter: the wallet's total (the wallet package's card) over the reward centre. */
export function RewardCenterScreen() {
  const { ipAddress, onAppDownload } = usePromotionShell();
  return (
    <TitledPage titleKey="title.rewardCenter">
      <RewardCenterPage wallet={<WalletBalance variant="card" />} ipAddress={ipAddress} onAppDownload={onAppDownload} />
    </TitledPage>
  );
}
