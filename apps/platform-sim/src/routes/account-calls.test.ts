import { describe, expect, it } from 'vitest';
import { envelopeOf, jsonOf, makeSim, postJson, sessionFor } from '../testing/test-helpers';
import type { FeedbackRecord } from '../state/feedback-box';
import type { InboxMessage } from '../state/inbox';
import type { HelpSectionSeed } from '../seed/help-center';

type Sim = ReturnType<typeof makeSim>;

function call(sim: Sim, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  return sim.app.request(path, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

describe('DELETE /wps/session/logout (COMM3)', () => {
  it('ends the session: the token is refused from the next call on', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const out = await call(sim, '/wps/session/logout', { method: 'DELETE', headers: { Authorization: token, ModuleId: 'COMM3' } });
    expect(await envelopeOf(out)).toEqual({ success: true, value: null, message: '', errorCode: '' });
    const after = await call(sim, '/wps/member/info', { headers: { Authorization: token } });
    expect(after.status).toBe(401);
    expect((await envelopeOf(after)).errorCode).toBe('login.not.session');
  });

  it('needs the module id and a session', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    expect((await call(sim, '/wps/session/logout', { method: 'DELETE', headers: { Authorization: token } })).status).toBe(400);
    expect((await call(sim, '/wps/session/logout', { method: 'DELETE', headers: { ModuleId: 'COMM3' } })).status).toBe(401);
    expect((await call(sim, '/wps/member/info', { headers: { Authorization: token } })).status).toBe(200);
  });
});

describe('PUT /wps/feedback (FEEDBACK3, no session; the body is ours)', () => {
  const send = (sim: Sim, body: unknown, headers: Record<string, string> = { ModuleId: 'FEEDBACK3' }) =>
    call(sim, '/wps/feedback', { method: 'PUT', headers: { Language: 'EN', ...headers }, body });

  it('keeps the feedback for the control route, without a session', async () => {
    const sim = makeSim();
    const answer = await send(sim, { content: '  The lobby is slow. Reach me at 0917 000 0001  ', category: 'app', account: 'player01' });
    expect(await envelopeOf(answer)).toMatchObject({ success: true, value: null });
    const kept = await jsonOf<FeedbackRecord[]>(await sim.app.request('/__sim/feedback'));
    expect(kept).toEqual([
      expect.objectContaining({
        merchant: 'demo',
        content: 'The lobby is slow. Reach me at 0917 000 0001',
        category: 'app',
        account: 'player01',
        language: 'EN',
      }),
    ]);
    expect(await jsonOf(await sim.app.request('/__sim/feedback?merchant=demo2'))).toEqual([]);
  });

  it.each([
    ['an empty text', { content: '   ', category: 'app' }],
    ['a text over 500 characters', { content: 'x'.repeat(501), category: 'app' }],
    ['an unknown category', { content: 'Hello', category: 'weather' }],
  ])('refuses %s with feedback.invalid', async (_case, body) => {
    const sim = makeSim();
    expect(await envelopeOf(await send(sim, body))).toMatchObject({ success: false, errorCode: 'feedback.invalid' });
    expect(await jsonOf(await sim.app.request('/__sim/feedback'))).toEqual([]);
  });

  it('needs FEEDBACK3 and a body with a content', async () => {
    const sim = makeSim();
    expect((await send(sim, { content: 'Hello' }, {})).status).toBe(400);
    expect((await send(sim, { text: 'Hello' })).status).toBe(400);
    // No category is "other".
    expect(await envelopeOf(await send(sim, { content: 'Hello' }))).toMatchObject({ success: true });
  });

  it('is emptied by a reset', async () => {
    const sim = makeSim();
    await send(sim, { content: 'Hello', category: 'other' });
    await sim.app.request('/__sim/reset', { method: 'POST' });
    expect(await jsonOf(await sim.app.request('/__sim/feedback'))).toEqual([]);
  });
});

describe('GET /wps/system/helpCenter (COMM3, no session)', () => {
  const sections = async (sim: Sim, lang: string) =>
    (
      await envelopeOf<HelpSectionSeed[]>(
        await call(sim, `/wps/system/helpCenter?lang=${lang}&device=MOBILE`, { headers: { ModuleId: 'COMM3' } }),
      )
    ).value;

  it('answers the language’s sections, with tags, HTML and children', async () => {
    const sim = makeSim();
    const english = await sections(sim, 'EN');
    expect(english.map((section) => section.tag)).toEqual(['faq', 'term', 'privacy', 'responsible', 'contact']);
    expect(english[0]?.children?.map((child) => child.tag)).toContain('faq-deposit');
    expect(english.find((section) => section.tag === 'term')?.content).toContain('<h3>');
    expect((await sections(sim, 'cn'))[1]?.title).toBe('条款与条件');
    expect((await sections(sim, 'UR'))[1]?.title).toBe('شرائط و ضوابط');
  });

  it('answers English for a language without its own, and needs the module id', async () => {
    const sim = makeSim();
    expect((await sections(sim, 'JA'))[0]?.title).toBe('Frequently asked questions');
    expect((await call(sim, '/wps/system/helpCenter?lang=EN')).status).toBe(400);
  });
});

describe('the inbox (INBOX3, session)', () => {
  const inboxCall = (sim: Sim, token: string, path: string, init: { method?: string; body?: unknown; merchant?: string } = {}) =>
    call(sim, `/wps/relay/${path}`, {
      method: init.method,
      body: init.body,
      headers: { Authorization: token, ModuleId: 'INBOX3', ...(init.merchant ? { Merchant: init.merchant } : {}) },
    });
  const unread = async (sim: Sim, token: string) =>
    (await envelopeOf<number>(await inboxCall(sim, token, 'EMFE_getInboxUnreadCount'))).value;
  interface InboxPage {
    list: InboxMessage[];
    total: number;
    page: number;
    size: number;
    totalPages: number;
  }

  it('answers the unread count as a bare number, and pages the messages newest first', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    expect(await unread(sim, token)).toBe(3);
    const first = (await envelopeOf<InboxPage>(await inboxCall(sim, token, 'EMFE_getInbox?page=1&size=10'))).value;
    expect(first).toMatchObject({ total: 23, page: 1, size: 10, totalPages: 3 });
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toEqual({
      id: expect.any(Number),
      title: 'Your weekly bonus is ready #23',
      content: expect.any(String),
      createTime: expect.any(Number),
      isRead: false,
    });
    expect(first.list[0]!.createTime).toBeGreaterThan(first.list[1]!.createTime);
    const last = (await envelopeOf<InboxPage>(await inboxCall(sim, token, 'EMFE_getInbox?page=3&size=10'))).value;
    expect(last.list).toHaveLength(3);
  });

  it('reading a message lowers the count; an unknown one is refused', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const [newest] = (await envelopeOf<InboxPage>(await inboxCall(sim, token, 'EMFE_getInbox?page=1&size=1'))).value.list;
    const read = await inboxCall(sim, token, 'EMFE_readInbox', { method: 'POST', body: { id: newest!.id } });
    expect(await envelopeOf(read)).toMatchObject({ success: true, value: null });
    expect(await unread(sim, token)).toBe(2);
    const unknown = await inboxCall(sim, token, 'EMFE_readInbox', { method: 'POST', body: { id: 99_999 } });
    expect(await envelopeOf(unknown)).toMatchObject({ success: false, errorCode: 'inbox.not.found' });
  });

  it('POST /__sim/inbox adds unread messages; GET lists them', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'agent01');
    expect(await unread(sim, token)).toBe(0);
    const added = await jsonOf<{ unread: number; total: number }>(
      await sim.app.request('/__sim/inbox', postJson({ username: 'agent01', count: 2, title: 'Hello' })),
    );
    expect(added).toEqual({ unread: 2, total: 3 });
    expect(await unread(sim, token)).toBe(2);
    const listed = await jsonOf<{ messages: InboxMessage[] }>(await sim.app.request('/__sim/inbox?username=agent01'));
    expect(listed.messages[0]).toMatchObject({ title: 'Hello', isRead: false });
  });

  it('needs the module id and a session; a merchant with the inbox off answers function.not.available', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    expect((await call(sim, '/wps/relay/EMFE_getInboxUnreadCount', { headers: { Authorization: token } })).status).toBe(400);
    expect((await call(sim, '/wps/relay/EMFE_getInboxUnreadCount', { headers: { ModuleId: 'INBOX3' } })).status).toBe(401);
    const demo2 = await sessionFor(sim.app, 'player01', 'demo2');
    const off = await inboxCall(sim, demo2, 'EMFE_getInboxUnreadCount', { merchant: 'demo2' });
    expect(await envelopeOf(off)).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});
