import { useSelector } from 'react-redux';
import { useTexts } from '@lotto/i18n';
import type { GridCategory } from '../grouping/category-grid';
import { GAMES_NAMESPACE } from '../locales';
import { categoryKey } from './category-name';
import type { GamesRootState } from '../thunk-types';
import { iconUrl } from '../tiles/icon-url';
import { VendorTile } from './VendorTile';

interface VendorGridProps {
  category: GridCategory;
  /** Where a launched game's back button returns to. */
  backUrl: string;
  eager?: boolean;
}

/** A category's vendors as a grid (the chips switch it): each vendor's icon from the merchant's image CDN, lazy and sized. */
export function VendorGrid({ category, backUrl, eager = false }: VendorGridProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  const imageCDNs = useSelector((state: GamesRootState) => state.common.imageCDNs);
  const key = categoryKey(category.title);
  return (
    <section className="games-vendors" data-category={category.title} aria-label={key ? t(key) : category.title}>
      <ul className="games-grid">
        {category.vendors.map((tile) => (
          <VendorTile
            key={tile.vendor}
            tile={tile}
            category={category.title}
            icon={iconUrl(tile.icon, imageCDNs)}
            backUrl={backUrl}
            eager={eager}
          />
        ))}
      </ul>
    </section>
  );
}
