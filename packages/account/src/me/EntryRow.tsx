import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTrackedHref } from '@lotto/app-core';
import { Chevron, EntryIcon, type IconName } from '../shared/icons';

interface RowContent {
  icon: IconName;
  label: string;
  /** Beside the label's end: a count, a state. */
  end?: ReactNode;
}

/** A row that leads to a page of the app (the tracked parameters go along); `name` when the row says more than its label (a count). */
export function LinkRow({ icon, label, end, to, name }: RowContent & { to: string; name?: string }) {
  const href = useTrackedHref(to);
  return (
    <li>
      <Link className="acct-row" to={href} aria-label={name}>
        <EntryIcon name={icon} />
        <span className="acct-row__label">{label}</span>
        {end}
        <Chevron />
      </Link>
    </li>
  );
}

/** A row that does something here (opens customer service, the download popup). */
export function ActionRow({ icon, label, end, onClick, danger = false }: RowContent & { onClick: () => void; danger?: boolean }) {
  return (
    <li>
      <button type="button" className={`acct-row${danger ? ' acct-row--danger' : ''}`} onClick={onClick}>
        <EntryIcon name={icon} />
        <span className="acct-row__label">{label}</span>
        {end}
        {danger ? null : <Chevron />}
      </button>
    </li>
  );
}

/** A row holding its own control (the language's select, the theme's switch). */
export function ControlRow({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="acct-row acct-row--control">
      <EntryIcon name={icon} />
      {children}
    </li>
  );
}

/** A titled group of rows. */
export function RowGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="acct-group" aria-labelledby={titleId}>
      <h2 id={titleId} className="acct-group__title">
        {title}
      </h2>
      <ul className="acct-group__rows">{children}</ul>
    </section>
  );
}
