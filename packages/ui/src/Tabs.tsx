import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { readDirection } from './direction';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

interface TabsProps {
  tabs: readonly TabItem[];
  /** The selected tab's id when controlled. */
  value?: string;
  /** The first selected tab when uncontrolled; defaults to the first enabled tab. */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Names the tab list for screen readers (`aria-label`). */
  label?: string;
  /** `automatic` selects as focus moves with the arrows; `manual` waits for Enter or Space. */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop (roving tabindex), arrow keys move along the
 * list (mirrored right to left), Home and End jump to the ends, disabled tabs are skipped.
 */
export function Tabs({ tabs, value, defaultValue, onValueChange, label, activation = 'automatic', className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  // Only the player's own choice is kept: until they choose, the selection follows the list, which
  // may still grow (a page's tabs can depend on settings that arrive after its first render).
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const offered = (id: string | undefined) => id !== undefined && tabs.some((tab) => tab.id === id && !tab.disabled);
  const ownValue = offered(chosen) ? chosen : offered(defaultValue) ? defaultValue : firstEnabled;
  const selected = value ?? ownValue;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setChosen(id);
    if (id !== selected) onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = tabs.map((tab, i) => ({ tab, i })).filter(({ tab }) => !tab.disabled);
    if (enabled.length === 0) return;
    const position = enabled.findIndex(({ i }) => i === index);
    const rtl = readDirection(event.currentTarget) === 'rtl';
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = position + (rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        next = position + (rtl ? 1 : -1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = enabled.length - 1;
        break;
      case 'Enter':
      case ' ':
        if (activation === 'manual') {
          event.preventDefault();
          const current = tabs[index];
          if (current) select(current.id);
        }
        return;
      default:
        return;
    }
    event.preventDefault();
    const target = enabled[(next + enabled.length) % enabled.length]?.tab;
    if (!target) return;
    tabRefs.current.get(target.id)?.focus();
    if (activation === 'automatic') select(target.id);
  };

  // The tab that takes part in the Tab order: the selected one, or the first enabled one.
  const tabStop = tabs.some((tab) => tab.id === selected && !tab.disabled) ? selected : firstEnabled;

  return (
    <div className={['ui-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="ui-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-controls={`${baseId}-panel-${tab.id}`}
              aria-selected={isSelected}
              aria-disabled={tab.disabled || undefined}
              tabIndex={tab.id === tabStop ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => {
                if (!tab.disabled) select(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="ui-tabs__panel"
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
