import { useEffect, useRef, type ReactNode } from 'react';
import { useTexts } from '@lotto/i18n';
import { Tabs } from '@lotto/ui';
import { GAMES_NAMESPACE } from '../locales';
import { categoryKey } from './category-name';

/** A chip: a category (its lane title), or one of the page's own (all games, favourites). */
export interface Chip {
  id: string;
  /** A category's label comes from its title; another chip names its own. */
  label?: string;
}

interface CategoryChipsProps {
  chips: readonly Chip[];
  selected: string;
  onSelect: (id: string) => void;
  /** What the selected chip shows. */
  children: ReactNode;
}

/**
 * The category chips over what they switch (ui's Tabs: one tab stop, arrows along the row,
 * mirrored in Urdu), scrolling sideways when they do not fit; only the selected chip's content is
 * rendered.
 */
export function CategoryChips({ chips, selected, onSelect, children }: CategoryChipsProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  const row = useRef<HTMLDivElement>(null);
  // A chip chosen by the address (a return to the page) may sit past the row's end: bring it into
  // view by scrolling the row alone, sideways (scrollIntoView would scroll the page down to the chips too).
  useEffect(() => {
    const chip = row.current?.querySelector('[aria-selected="true"]');
    const list = chip?.closest('[role="tablist"]');
    if (!chip || !list) return;
    const shown = list.getBoundingClientRect();
    const box = chip.getBoundingClientRect();
    if (box.left < shown.left) list.scrollLeft -= shown.left - box.left;
    else if (box.right > shown.right) list.scrollLeft += box.right - shown.right;
  }, [selected]);
  const labelOf = (chip: Chip) => {
    if (chip.label) return chip.label;
    const key = categoryKey(chip.id);
    return key ? t(key) : chip.id;
  };
  return (
    <div ref={row} className="games-chips-row">
      <Tabs
        className="games-chips"
        label={t('lobby.categories')}
        value={selected}
        onValueChange={onSelect}
        tabs={chips.map((chip) => ({ id: chip.id, label: labelOf(chip), content: chip.id === selected ? children : null }))}
      />
    </div>
  );
}
