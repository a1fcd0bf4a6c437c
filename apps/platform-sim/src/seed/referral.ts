/**
 * The referral programme of each merchant, as the invite page's two calls answer it: the domains
 * an invite link may stand on, the offers switched on, and the page's sections as the operator
 * lays them out (docs/platform-calls.md, referral). Ours: what a real operator configures was seen
 * only through the answers.
 */

/** The details answer's switches, each `'Y'` or `'N'` on the wire. */
export type ReferralSwitch = 'invitationRewardEnabled' | 'achievementEnabled' | 'depositRebateEnabled' | 'bettingRebateEnabled';

/** One section of the layout call's `M.OVERVIEW`, as the operator writes it (HTML in `content`). */
export interface LayoutSectionSeed {
  section: string;
  sortIndex: number;
  title: string;
  content: string;
  isHide: boolean;
}

export interface ReferralSeed {
  /** Bare hosts, as the live answer gives them; none: the app links its own registration page. */
  promotionDomains: string[];
  offers: Record<ReferralSwitch, boolean>;
  /** The page's sections per interface language (upper case); a language without its own gets the merchant's default one's. */
  sections: Record<string, LayoutSectionSeed[]>;
}

/** The page's own blocks, which the operator places but does not write: the same in every language. */
function ownBlocks(titles: { summary: string; link: string; qr: string }): LayoutSectionSeed[] {
  return [
    { section: 'SUMMARY', sortIndex: 1, title: titles.summary, content: '', isHide: false },
    { section: 'INVITE_URL', sortIndex: 2, title: titles.link, content: '', isHide: false },
    { section: 'shareQRCode', sortIndex: 4, title: titles.qr, content: '', isHide: false },
  ];
}

function section(name: string, sortIndex: number, title: string, content: string, isHide = false): LayoutSectionSeed {
  return { section: name, sortIndex, title, content, isHide };
}

const DEMO_SECTIONS: ReferralSeed['sections'] = {
  EN: [
    ...ownBlocks({ summary: 'My referrals', link: 'Invite link', qr: 'QR code' }),
    section(
      'activityIntro',
      3,
      'How it works',
      '<p>Send your link to a friend. When they <strong>register and make a first deposit</strong>, you both receive a bonus.</p>',
    ),
    section('rules', 5, 'Rules', '<ol><li>One account per friend and per device.</li><li>Rebates are paid every Monday.</li></ol>'),
    section('LEADERBOARD', 6, 'Top inviters', '<p>The leaderboard returns next season.</p>', true),
    section('INCOME_CALCULATOR', 7, 'Income calculator', ''),
  ],
  CN: [
    ...ownBlocks({ summary: '我的推荐', link: '邀请链接', qr: '二维码' }),
    section('activityIntro', 3, '活动说明', '<p>把链接发给好友。好友<strong>注册并完成首存</strong>后，你们双方都可获得奖金。</p>'),
    section('rules', 5, '活动规则', '<ol><li>每位好友、每台设备限一个账号。</li><li>返利每周一发放。</li></ol>'),
    section('LEADERBOARD', 6, '邀请排行榜', '<p>排行榜将于下一季回归。</p>', true),
    section('INCOME_CALCULATOR', 7, '收益计算器', ''),
  ],
  VI: [
    ...ownBlocks({ summary: 'Giới thiệu của tôi', link: 'Liên kết mời', qr: 'Mã QR' }),
    section(
      'activityIntro',
      3,
      'Cách thức',
      '<p>Gửi liên kết cho bạn bè. Khi họ <strong>đăng ký và nạp lần đầu</strong>, cả hai cùng nhận thưởng.</p>',
    ),
    section(
      'rules',
      5,
      'Thể lệ',
      '<ol><li>Mỗi người bạn và mỗi thiết bị một tài khoản.</li><li>Hoàn tiền trả vào thứ Hai hằng tuần.</li></ol>',
    ),
    section('LEADERBOARD', 6, 'Bảng xếp hạng', '<p>Bảng xếp hạng trở lại vào mùa sau.</p>', true),
  ],
};

/** demo: two promotion domains, three offers, sections in English, Chinese and Vietnamese. */
export const DEMO_REFERRAL: ReferralSeed = {
  promotionDomains: ['join.luckystar.example', 'promo.luckystar.example'],
  offers: { invitationRewardEnabled: true, achievementEnabled: false, depositRebateEnabled: true, bettingRebateEnabled: true },
  sections: DEMO_SECTIONS,
};

/** demo2: no promotion domain (the app links its own registration page), one offer, sections in its three languages. */
export const DEMO2_REFERRAL: ReferralSeed = {
  promotionDomains: [],
  offers: { invitationRewardEnabled: true, achievementEnabled: false, depositRebateEnabled: false, bettingRebateEnabled: false },
  sections: {
    VI: [
      section('activityIntro', 1, 'Mời bạn, nhận thưởng', '<p>Mỗi người bạn đăng ký bằng liên kết của bạn mang về một phần thưởng.</p>'),
    ],
    EN: [section('activityIntro', 1, 'Invite and earn', '<p>Every friend who registers with your link brings you a reward.</p>')],
    CN: [section('activityIntro', 1, '邀请有奖', '<p>每位用您的链接注册的好友都为您带来一份奖励。</p>')],
  },
};
