import { useVendorPageHeader, VendorGamesPage as VendorGames } from '@lotto/games';
import '../store/games-feature';
import { ScreenHeader } from '../components/ScreenHeader';

/** /m/game/vendor: a vendor's own games (issue 27), titled with its name, the way back to its category on /m/game. */
export function VendorGamesPage() {
  const { title, backTo } = useVendorPageHeader();
  return (
    <main className="shell-page">
      <ScreenHeader title={title} backTo={backTo} />
      <div className="shell-page__body">
        <VendorGames />
      </div>
    </main>
  );
}
