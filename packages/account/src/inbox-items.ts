/**
 * The inbox's messages as the page shows them. The live list's items were not seen
 * (docs/platform-calls.md, `EMFE_getInbox`): each field is read under the names such lists use, and
 * a message without an id or a title is left out. The simulator's shape is
 * `{ list: [{ id, title, content, createTime, isRead }], total, page, size, totalPages }` (ours).
 */
export interface InboxItem {
  id: string;
  title: string;
  /** Server HTML (or plain text), sanitised when shown. */
  content: string;
  /** ms since the epoch; null when the message carries no time that reads as one. */
  time: number | null;
  read: boolean;
}

export interface InboxPage {
  items: InboxItem[];
  /** Messages in all, where the answer says. */
  total: number | null;
  /** Pages in all, where the answer says. */
  totalPages: number | null;
}

type Fields = Record<string, unknown>;

const LIST_FIELDS = ['list', 'content', 'records', 'rows', 'items', 'data'];
const ID_FIELDS = ['id', 'messageId', 'inboxId', 'msgId'];
const TITLE_FIELDS = ['title', 'subject', 'messageTitle'];
const CONTENT_FIELDS = ['content', 'message', 'body', 'messageContent'];
const TIME_FIELDS = ['createTime', 'createdAt', 'sendTime', 'createDate', 'time', 'date'];
const READ_FIELDS = ['isRead', 'read', 'readStatus', 'status'];
const READ_WORDS = ['1', 'y', 'yes', 'true', 'read'];

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function first(record: Fields, names: readonly string[]): unknown {
  return names.map((name) => record[name]).find((value) => value !== undefined && value !== null && value !== '');
}

function count(value: unknown): number | null {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : null;
}

function timeOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return null;
  if (/^\d+$/.test(value)) return Number(value);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function readFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return READ_WORDS.includes(String(value ?? '').toLowerCase());
}

function itemOf(value: unknown): InboxItem[] {
  if (!isFields(value)) return [];
  const id = first(value, ID_FIELDS);
  const title = first(value, TITLE_FIELDS);
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof title !== 'string') return [];
  const content = first(value, CONTENT_FIELDS);
  return [
    {
      id: String(id),
      title,
      content: typeof content === 'string' ? content : '',
      time: timeOf(first(value, TIME_FIELDS)),
      read: readFlag(first(value, READ_FIELDS)),
    },
  ];
}

/** Where the list sits: the answer itself, a list field, or one level further down (`data.list`). */
function listIn(value: unknown, depth = 0): { list: unknown[]; holder: Fields | null } {
  if (Array.isArray(value)) return { list: value, holder: null };
  if (!isFields(value)) return { list: [], holder: null };
  for (const name of LIST_FIELDS) {
    const field = value[name];
    if (Array.isArray(field)) return { list: field, holder: value };
    if (depth === 0 && isFields(field)) {
      const inner = listIn(field, 1);
      if (inner.list.length > 0) return inner;
    }
  }
  return { list: [], holder: value };
}

/** One page of the inbox, whatever shape the answer takes. */
export function readInboxPage(value: unknown): InboxPage {
  const { list, holder } = listIn(value);
  return {
    items: list.flatMap(itemOf),
    total: holder ? count(first(holder, ['total', 'totalCount', 'totalElements'])) : null,
    totalPages: holder ? count(first(holder, ['totalPages', 'pages', 'pageCount'])) : null,
  };
}

/** The page after `lastPage` (pages count from 1), or undefined when the inbox has no more. */
export function nextInboxPage(
  lastPage: InboxPage,
  pages: readonly InboxPage[],
  lastPageNumber: number,
  pageSize: number,
): number | undefined {
  if (lastPage.items.length === 0) return undefined;
  const more =
    lastPage.totalPages !== null
      ? lastPageNumber < lastPage.totalPages
      : lastPage.total !== null
        ? pages.reduce((sum, page) => sum + page.items.length, 0) < lastPage.total
        : lastPage.items.length >= pageSize;
  return more ? lastPageNumber + 1 : undefined;
}

/** The unread count: a bare number (the live shape), a numeric text, or a field of an object; 0 otherwise. */
export function readUnreadCount(value: unknown): number {
  const direct = count(value);
  if (direct !== null) return direct;
  return isFields(value) ? (count(first(value, ['count', 'unreadCount', 'unReadCount', 'total'])) ?? 0) : 0;
}
