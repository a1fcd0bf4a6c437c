import { describe, expect, it } from 'vitest';
import { nextInboxPage, readInboxPage, readUnreadCount, type InboxPage } from './inbox-items';
import { inboxPage } from './testing/account-answers';

describe('the inbox’s answers, in the shapes such lists come in', () => {
  it('reads the simulator’s page: items, total, pages', () => {
    const page = readInboxPage(inboxPage({ page: 1, size: 10, total: 23, unread: 3 }));
    expect(page.total).toBe(23);
    expect(page.totalPages).toBe(3);
    expect(page.items[0]).toEqual({
      id: '23',
      title: 'Message 23',
      content: '<p>Text of message 23.</p>',
      time: expect.any(Number),
      read: false,
    });
    expect(page.items[3]?.read).toBe(true);
  });

  it('accepts a bare list, a Spring page, a list under data, and the other names of the fields', () => {
    expect(readInboxPage([{ id: 1, title: 'A' }]).items).toHaveLength(1);
    const spring = readInboxPage({
      content: [{ messageId: 'm1', subject: 'B', body: 'text', sendTime: '2026-05-02T09:00:00Z', readStatus: 'Y' }],
      totalElements: 1,
    });
    expect(spring).toEqual({
      items: [{ id: 'm1', title: 'B', content: 'text', time: Date.parse('2026-05-02T09:00:00Z'), read: true }],
      total: 1,
      totalPages: null,
    });
    const nested = readInboxPage({
      data: { records: [{ msgId: 7, messageTitle: 'C', createDate: '1777712400000', status: 0 }], pages: 4 },
    });
    expect(nested.items[0]).toMatchObject({ id: '7', title: 'C', time: 1777712400000, read: false });
    expect(nested.totalPages).toBe(4);
  });

  it('leaves out what is no message', () => {
    expect(readInboxPage({ list: [{ title: 'no id' }, { id: 3 }, null, 'x'] }).items).toEqual([]);
    expect(readInboxPage(null)).toEqual({ items: [], total: null, totalPages: null });
  });

  it('asks for the next page while the answer says there are more', () => {
    const page = (items: number, rest: Partial<InboxPage> = {}): InboxPage => ({
      items: Array.from({ length: items }, (_, index) => ({ id: String(index), title: 't', content: '', time: null, read: true })),
      total: null,
      totalPages: null,
      ...rest,
    });
    expect(nextInboxPage(page(10, { totalPages: 3 }), [], 1, 10)).toBe(2);
    expect(nextInboxPage(page(3, { totalPages: 3 }), [], 3, 10)).toBeUndefined();
    const byTotal = page(10, { total: 23 });
    expect(nextInboxPage(byTotal, [byTotal, byTotal], 2, 10)).toBe(3);
    expect(nextInboxPage(byTotal, [byTotal, byTotal, page(3)], 3, 10)).toBeUndefined();
    expect(nextInboxPage(page(10), [], 1, 10)).toBe(2);
    expect(nextInboxPage(page(4), [], 2, 10)).toBeUndefined();
    expect(nextInboxPage(page(0, { totalPages: 9 }), [], 1, 10)).toBeUndefined();
  });

  it('reads the unread count as a bare number, a numeric text or an object’s field', () => {
    expect(readUnreadCount(3)).toBe(3);
    expect(readUnreadCount('5')).toBe(5);
    expect(readUnreadCount({ unReadCount: 2 })).toBe(2);
    expect(readUnreadCount(null)).toBe(0);
    expect(readUnreadCount(-1)).toBe(0);
  });
});
