/** The count most badges show before they say "99+". */
const BADGE_MAX = 99;

/** The number on the chat entry; the entry's name says it in words, so the badge itself is not read out. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="chat-badge" aria-hidden="true">
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}
