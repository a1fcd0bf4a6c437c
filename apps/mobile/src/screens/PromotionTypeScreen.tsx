import { lazy, Suspense } from 'react';
import { TypePage } from '@lotto/promotions';
import '../store/promotions-feature';
import { TitledPage } from '../components/TitledPage';
import type { ShellTextKey } from '../locales';
import { usePromotionShell } from './use-promotion-shell';

type Kind = 'noviceTask' | 'rescue' | 'voucherCenter' | 'leaderBoard';

// The games package's board comes in its own chunk, with the leaderboard only.
const LeaderBoardWinners = lazy(() => import('./leader-board-winners'));

/**
 * The go-to targets whose page shows what the app knows of their type: novice tasks, the rescue
 * fund, the voucher centre, the leaderboard, which shows the platform's winners board above its
 * promotions and rewards.
 */
export function PromotionTypeScreen({ kind, titleKey }: { kind: Kind; titleKey: ShellTextKey }) {
  const { ipAddress } = usePromotionShell();
  return (
    <TitledPage titleKey={titleKey}>
      {kind === 'leaderBoard' ? (
        <Suspense fallback={null}>
          <LeaderBoardWinners />
        </Suspense>
      ) : null}
      <TypePage kind={kind} ipAddress={ipAddress} />
    </TitledPage>
  );
}
