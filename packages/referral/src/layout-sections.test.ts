import { describe, expect, it } from 'vitest';
import { layoutSections } from './layout-sections';

const page = (sections: unknown[]) => ({ M: { OVERVIEW: sections } });
const ids = (answer: unknown) => layoutSections(answer as never, 'M', 'OVERVIEW').map((section) => section.id);

describe("the invite page's sections from the layout call", () => {
  it('come in the operator’s order, by sortIndex, then as listed', () => {
    const answer = page([
      { section: 'LEADERBOARD', sortIndex: 3, title: 'Top inviters', content: '<p>Weekly</p>' },
      { section: 'activityIntro', sortIndex: 1, title: 'How it works', content: '<p>Invite</p>' },
      { section: 'rules', sortIndex: '2', title: 'Rules', content: '<ol><li>One</li></ol>' },
      { section: 'faq', title: 'Questions', content: '<p>?</p>' },
      { section: 'terms', sortIndex: 3, title: 'Terms', content: '<p>T</p>' },
    ]);
    expect(ids(answer)).toEqual(['activityIntro', 'rules', 'LEADERBOARD', 'terms', 'faq']);
    expect(layoutSections(answer, 'M', 'OVERVIEW')[0]).toEqual({ id: 'activityIntro', title: 'How it works', content: '<p>Invite</p>' });
  });

  it('leave out the hidden ones, in every way the flag is written', () => {
    const content = '<p>x</p>';
    const answer = page([
      { section: 'a', sortIndex: 1, title: 'A', content, isHide: true },
      { section: 'b', sortIndex: 2, title: 'B', content, isHide: 'Y' },
      { section: 'c', sortIndex: 3, title: 'C', content, isHide: 1 },
      { section: 'd', sortIndex: 4, title: 'D', content, isHide: false },
      { section: 'e', sortIndex: 5, title: 'E', content, isHide: 'N' },
    ]);
    expect(ids(answer)).toEqual(['d', 'e']);
  });

  it("leave out the page's own blocks, and a title without content (a widget of the platform's page)", () => {
    const answer = page([
      { section: 'SUMMARY', sortIndex: 1, title: 'Summary', content: '<p>Mine</p>' },
      { section: 'INVITE_URL', sortIndex: 2, title: 'Invite link' },
      { section: 'share_qr_code', sortIndex: 3, title: 'QR code', content: '<p>Scan</p>' },
      { section: 'INCOME_CALCULATOR', sortIndex: 4, title: 'Income calculator', content: '  ' },
      { section: 'activityIntro', sortIndex: 5, content: '<p>Only content</p>' },
    ]);
    expect(ids(answer)).toEqual(['activityIntro']);
  });

  it('are none when the answer has no such page, or is no list', () => {
    expect(ids(null)).toEqual([]);
    expect(ids({ PC: { OVERVIEW: [{ title: 'Desktop' }] } })).toEqual([]);
    expect(ids({ M: { OVERVIEW: 'none' } })).toEqual([]);
    expect(ids(page([null, 'x', { content: '<p>Kept</p>' }]))).toEqual(['section-2']);
  });
});
