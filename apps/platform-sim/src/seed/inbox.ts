import type { MemberSeed } from './types';

/**
 * Ours: the inbox's items were not seen (docs/platform-calls.md, `EMFE_getInbox`). A message is
 * `{ id, title, content (simple HTML), createTime (ms), isRead }`.
 */
export interface InboxMessageSeed {
  title: string;
  content: string;
  createTime: number;
  isRead: boolean;
}

/** The member whose inbox is long enough to page through, with a few unread. */
const FULL_INBOX_MEMBER = 'player01';
const FULL_INBOX_SIZE = 23;
const FULL_INBOX_UNREAD = 3;
/** Every other member of a merchant with the inbox: a welcome, read. */
const NEWEST_AT = Date.UTC(2026, 4, 2, 9, 0);
const DAY_MS = 86_400_000;

const TOPICS = [
  { title: 'Your weekly bonus is ready', content: '<p>Claim your <strong>weekly bonus</strong> in the reward centre before Sunday.</p>' },
  { title: 'Deposit received', content: '<p>Your deposit has arrived in your wallet. Good luck!</p>' },
  { title: 'New games this week', content: '<p>Three new slot games are waiting in the lobby.</p>' },
  {
    title: 'Security reminder',
    content: '<p>We never ask for your password. Change it from <em>My account</em> if you think someone knows it.</p>',
  },
] as const;

const WELCOME = {
  title: 'Welcome aboard',
  content: '<p>Thanks for joining. Your messages from us arrive here.</p>',
};

/** The messages a seeded member starts with, newest first. */
export function inboxSeedFor(member: MemberSeed): InboxMessageSeed[] {
  if (member.username !== FULL_INBOX_MEMBER) return [{ ...WELCOME, createTime: NEWEST_AT - 30 * DAY_MS, isRead: true }];
  return Array.from({ length: FULL_INBOX_SIZE }, (_, index) => {
    const topic = TOPICS[index % TOPICS.length] ?? WELCOME;
    return {
      title: `${topic.title} #${FULL_INBOX_SIZE - index}`,
      content: topic.content,
      createTime: NEWEST_AT - index * DAY_MS,
      isRead: index >= FULL_INBOX_UNREAD,
    };
  });
}
