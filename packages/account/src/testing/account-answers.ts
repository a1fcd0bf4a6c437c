import type { MemberInfo } from '@lotto/api-client';

/** A signed-in member, as the stories and tests start. */
export const MEMBER_SESSION = { token: 'tok-player01', userName: 'player01', type: 0 };

/** Member info as the simulator answers it for `player01`, with the extra fields of the account page. */
export const MEMBER_INFO: MemberInfo = {
  type: 0,
  language: 'EN',
  clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel: 3 },
  nickname: 'Player',
  account: 'player01',
  regDate: Date.UTC(2024, 0, 15, 8, 30),
  mobile: '+63 917****001',
  referralCode: 'R1001',
  lastLogin: Date.UTC(2026, 4, 2, 11, 45),
  lastLoginLocation: 'Manila, Philippines',
};

/** Help sections in the platform's shape: tags, HTML, children, one with markup the page must drop. */
export const HELP_SECTIONS = [
  {
    tag: 'faq',
    title: 'Frequently asked questions',
    content: '<p>Answers to what players ask most.</p>',
    bgColor: '#1d4ed8',
    children: [
      {
        tag: 'faq-deposit',
        title: 'How do I deposit?',
        content: '<ol><li>Open <strong>My account</strong>.</li><li>Tap deposit.</li></ol>',
        bgColor: '#1d4ed8',
      },
    ],
  },
  {
    tag: 'term',
    title: 'Terms and conditions',
    content:
      '<h3>1. Your account</h3><p>One account per player. See the <a href="/m/help#privacy">privacy policy</a>.</p><script>window.helpRan = true</script>',
    bgColor: '#0f766e',
  },
  {
    tag: 'privacy',
    title: 'Privacy policy',
    content: '<p onclick="window.helpRan = true">We never sell your details.</p>',
    bgColor: '#6d28d9',
  },
];

/** One page of the simulator's inbox answer (ours): `count` messages from `first` down, the first `unread` of them unread. */
export function inboxPage({ page = 1, size = 10, total = 23, unread = 3 } = {}) {
  const start = (page - 1) * size;
  const list = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, index) => {
    const place = start + index;
    return {
      id: total - place,
      title: `Message ${total - place}`,
      content: `<p>Text of message ${total - place}.</p>`,
      createTime: Date.UTC(2026, 4, 2, 9) - place * 86_400_000,
      isRead: place >= unread,
    };
  });
  return { list, total, page, size, totalPages: Math.ceil(total / size) };
}
