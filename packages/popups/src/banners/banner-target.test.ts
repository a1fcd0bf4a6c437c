import type { Banner } from '../server-data/banners';
import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

const banner = (fields: Partial<Banner>): Banner => ({ groupName: 'home', url: '/b.svg', ...fields });

describe('banner click routing (spec 001 §2)', () => {
  it.each([
    ['a /m link inside the app', { linkageType: 'URL', linkage: '/m/inviteFriends' }, { kind: 'internal', path: '/m/inviteFriends' }],
    [
      'an address with its scheme outside',
      { linkageType: 'URL', linkage: 'http://partner.example/a' },
      { kind: 'external', url: 'http://partner.example/a' },
    ],
    [
      'an address without scheme, as https',
      { linkageType: 'URL', linkage: 'partner.example/news?from=banner' },
      { kind: 'external', url: 'https://partner.example/news?from=banner' },
    ],
    [
      'an address never with a token',
      { linkageType: 'URL', linkage: 'https://partner.example/?token=t&tokens=u&a=1' },
      { kind: 'external', url: 'https://partner.example/?a=1' },
    ],
    ['no javascript: address', { linkageType: 'URL', linkage: 'javascript:alert(1)' }, { kind: 'none' }],
    [
      'a promotion to its activity page',
      { linkageType: 'P', linkage: '7', redirectPromotionId: 101 },
      { kind: 'internal', path: '/m/activity?id=101' },
    ],
    ['a promotion by its linkage', { linkageType: 'P', linkage: '7' }, { kind: 'internal', path: '/m/activity?id=7' }],
    [
      'a game to its launch',
      { linkageType: 'G', linkage: 'SLOT1', vendor: 'PG', gameType: 'RNG' },
      { kind: 'internal', path: '/m/launchGame?vendor=PG&code=SLOT1' },
    ],
    ['no linkage type: not clickable', {}, { kind: 'none' }],
  ] as const)('%s', (_, fields, expected) => {
    expect(bannerTarget(banner(fields), false)).toEqual(expected);
  });

  it('a lottery banner sends a visitor to login and back, and a member straight to the game', () => {
    const lottery = banner({ linkageType: 'G', linkage: 'VNHANOI', gameType: 'LOTT', vendor: 'TCG_LOTTO_VN' });
    const game = '/m/launchGame?vendor=TCG_LOTTO_VN&code=VNHANOI';
    expect(bannerTarget(lottery, false)).toEqual({ kind: 'internal', path: `/m/login?redirectUrl=${encodeURIComponent(game)}` });
    expect(bannerTarget(lottery, true)).toEqual({ kind: 'internal', path: game });
  });
});
