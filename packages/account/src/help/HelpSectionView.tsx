import { useId } from 'react';
import type { HelpSection } from '../help-sections';
import { Chevron } from '../shared/icons';
import { ServerHtml } from '../shared/ServerHtml';

/** The DOM id of a section, for the deep link's scroll. */
export function sectionElementId(key: string): string {
  return `help-${key}`;
}

interface HelpSectionViewProps {
  section: HelpSection;
  open: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** 2 for the top sections, 3 for their children, and so on. */
  level?: number;
}

/** One collapsible section: its title as a button that opens and closes it, then its sanitised HTML and its own sections. */
export function HelpSectionView({ section, open, onToggle, level = 2 }: HelpSectionViewProps) {
  const panelId = useId();
  const expanded = open.has(section.key);
  const Heading = `h${Math.min(level, 6)}` as 'h2';
  return (
    <section className="acct-help__section" id={sectionElementId(section.key)}>
      <Heading className="acct-help__heading">
        <button
          type="button"
          className="acct-help__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          data-tag={section.tag ?? undefined}
          onClick={() => onToggle(section.key)}
        >
          <span className="acct-help__title">{section.title}</span>
          <Chevron />
        </button>
      </Heading>
      <div id={panelId} className="acct-help__panel" hidden={!expanded}>
        {section.content ? <ServerHtml html={section.content} /> : null}
        {section.children.map((child) => (
          <HelpSectionView key={child.key} section={child} open={open} onToggle={onToggle} level={level + 1} />
        ))}
      </div>
    </section>
  );
}
