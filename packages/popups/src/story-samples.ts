import type { Notice, PopupItem } from './server-data/announcements';
import type { Banner } from './server-data/banners';

/** Drawn in place: stories run without the simulator. */
function drawn(title: string, colour: string, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${colour}"/>` +
    `<text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(width / 14)}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${title}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const SAMPLE_BANNERS: Banner[] = [
  {
    bannerId: 1,
    groupName: 'home',
    title: 'Welcome bonus 100%',
    url: drawn('Welcome bonus 100%', '#c0392b', 750, 300),
    linkageType: 'P',
    linkage: '101',
  },
  {
    bannerId: 2,
    groupName: 'home',
    title: 'Lottery draws daily',
    url: drawn('Lottery draws daily', '#1d4ed8', 750, 300),
    linkageType: 'G',
    gameType: 'LOTT',
    linkage: 'VN',
  },
  {
    bannerId: 3,
    groupName: 'home',
    title: 'Partner news',
    url: drawn('Partner news', '#15803d', 750, 300),
    linkageType: 'URL',
    linkage: 'partner.example.com',
  },
];

export const SAMPLE_WELCOME: Banner = { groupName: 'm_popup1', title: 'Welcome gift', url: drawn('Welcome gift', '#7c3aed', 600, 800) };

export const SAMPLE_POPUPS: PopupItem[] = [
  {
    id: 1,
    execution: 'B',
    title: 'Welcome to Lucky Star',
    content:
      '<p>Sign up today and claim your <b>welcome bonus</b>.</p><p><a href="/m/inviteFriends">Invite your friends</a> or read the <a href="https://partner.example.com/rules">partner rules</a>.</p>',
  },
  {
    id: 2,
    execution: 'A',
    promotionType: 'DEPOSIT',
    title: 'Weekly deposit bonus',
    content: '<p>Deposit this week and get <b>10%</b> back.</p>',
  },
];

/** Player notices (type PL): plain text, simple HTML with an in-app link, and a long one. */
export const SAMPLE_NOTICES: Notice[] = [
  { id: 1, title: 'Maintenance notice', content: 'Games by one vendor pause on Sunday 02:00–04:00.' },
  {
    id: 2,
    title: 'Weekend cashback',
    content:
      '<p>Play any slot this weekend and get <b>5% cashback</b> on Monday.</p><p>See <a href="/m/activity">Promotions</a> for the rules.</p>',
  },
  {
    id: 3,
    title: 'Play responsibly',
    content:
      'Set a deposit limit that suits you under My account. Gaming is for adults only; if it stops being fun, our customer service is there for you around the clock.',
  },
];
