import { useId, useState } from 'react';
import { useTexts } from '@lotto/i18n';
import type { InboxItem } from '../inbox-items';
import { ACCOUNT_NAMESPACE } from '../locales';
import { ServerHtml } from '../shared/ServerHtml';

const TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };

/** One message: its title, time and whether it is unread; opening it shows its text and marks it read. */
export function InboxItemView({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const { t, i18n } = useTexts(ACCOUNT_NAMESPACE);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const locale = document.documentElement.lang || i18n.language;
  return (
    <li className={`acct-message${item.read ? '' : ' acct-message--unread'}`}>
      <button
        type="button"
        className="acct-message__head"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => {
          setExpanded(!expanded);
          if (!expanded && !item.read) onOpen(item);
        }}
      >
        {item.read ? null : <span className="acct-message__dot" role="img" aria-label={t('inbox.unread')} />}
        <span className="acct-message__title">{item.title}</span>
        {item.time !== null ? (
          <time className="acct-message__time" dateTime={new Date(item.time).toISOString()}>
            {new Intl.DateTimeFormat(locale, TIME).format(item.time)}
          </time>
        ) : null}
      </button>
      <div id={panelId} className="acct-message__body" hidden={!expanded}>
        <ServerHtml html={item.content} />
      </div>
    </li>
  );
}
