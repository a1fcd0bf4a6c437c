import { TypePage } from '@lotto/promotions';
import '../store/promotions-feature';
import { TitledPage } from '../components/TitledPage';
import type { ShellTextKey } from '../locales';
import { usePromotionShell } from './use-promotion-shell';

type Kind = 'noviceTask' | 'rescue' | 'voucherCenter' | 'leaderBoard';

/**
 * The go-to targets whose page shows what the app knows of their type: novice tasks, the rescue
 * fund, the voucher centre, the leaderboard (the winners board joins it once the games package
 * has one).
 */
export function PromotionTypeScreen({ kind, titleKey }: { kind: Kind; titleKey: ShellTextKey }) {
  const { ipAddress } = usePromotionShell();
  return (
    <TitledPage titleKey={titleKey}>
      <TypePage kind={kind} ipAddress={ipAddress} />
    </TitledPage>
  );
}
