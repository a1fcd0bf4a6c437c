/**
 * The help centre's sections (`GET /wps/system/helpCenter`, the platform's shape: docs/platform-calls.md):
 * `{ tag, title, content (HTML), bgColor, children? }`, one list per language; a language without
 * its own list gets English. `#tag` deep-links a section: the register page's terms open `term`.
 * The texts are the simulator's; one section carries markup the app must drop (a script, an inline
 * handler), so the sanitiser is exercised on every run.
 */
export interface HelpSectionSeed {
  tag: string;
  title: string;
  content: string;
  bgColor: string;
  children?: HelpSectionSeed[];
}

const FAQ_COLOUR = '#1d4ed8';
const TERMS_COLOUR = '#0f766e';
const PRIVACY_COLOUR = '#6d28d9';
const RESPONSIBLE_COLOUR = '#b45309';
const CONTACT_COLOUR = '#be123c';

const EN: HelpSectionSeed[] = [
  {
    tag: 'faq',
    title: 'Frequently asked questions',
    content: '<p>Answers to what players ask us most. Still stuck? <a href="/m/feedback">Send us your feedback</a>.</p>',
    bgColor: FAQ_COLOUR,
    children: [
      {
        tag: 'faq-deposit',
        title: 'How do I add money to my wallet?',
        content:
          '<ol><li>Open <strong>My account</strong>.</li><li>Tap the balance card, then <em>Deposit</em>.</li><li>Choose a payment method and follow its steps.</li></ol><p>Deposits usually arrive within five minutes.</p>',
        bgColor: FAQ_COLOUR,
      },
      {
        tag: 'faq-withdraw',
        title: 'How long does a withdrawal take?',
        content:
          '<p>Most withdrawals are paid within <strong>24 hours</strong>. Your first withdrawal may need a check of your account details.</p>',
        bgColor: FAQ_COLOUR,
      },
      {
        tag: 'faq-password',
        title: 'I forgot my password',
        content:
          '<p>Contact customer service from the account page: we confirm it is you, then set a temporary password that you change at your next login.</p>',
        bgColor: FAQ_COLOUR,
      },
    ],
  },
  {
    tag: 'term',
    title: 'Terms and conditions',
    content:
      '<h3>1. Your account</h3><p>You must be 18 or older and hold one account only. Keep your password to yourself.</p><h3>2. Bonuses</h3><p>Each promotion states its own rules; a bonus may carry a turnover requirement before it can be withdrawn.</p><h3>3. Fair play</h3><p>Results come from certified random number generators. We may close accounts that abuse promotions.</p><p>See also our <a href="/m/help#privacy">privacy policy</a>.</p><script>window.helpCentreScriptRan = true</script>',
    bgColor: TERMS_COLOUR,
  },
  {
    tag: 'privacy',
    title: 'Privacy policy',
    content:
      '<p>We keep your details only to run your account and meet the law. We never sell them. <span onclick="window.helpCentreHandlerRan = true">Your data stays yours.</span></p><ul><li>Contact details: to reach you about your account.</li><li>Payment details: to pay you.</li></ul>',
    bgColor: PRIVACY_COLOUR,
  },
  {
    tag: 'responsible',
    title: 'Responsible gaming',
    content:
      '<p>Play for fun, and only with money you can afford to lose. Set limits, take breaks, and ask customer service for a self-exclusion if you need one.</p>',
    bgColor: RESPONSIBLE_COLOUR,
  },
  {
    tag: 'contact',
    title: 'Contact us',
    content:
      '<p>Customer service answers around the clock. Open it from the account page, or write to <a href="mailto:support@example.com">support@example.com</a>.</p>',
    bgColor: CONTACT_COLOUR,
  },
];

const CN: HelpSectionSeed[] = [
  {
    tag: 'faq',
    title: '常见问题',
    content: '<p>玩家最常问的问题。仍有疑问？<a href="/m/feedback">提交意见反馈</a>。</p>',
    bgColor: FAQ_COLOUR,
    children: [
      {
        tag: 'faq-deposit',
        title: '如何给钱包充值？',
        content:
          '<ol><li>打开<strong>我的账户</strong>。</li><li>点击余额卡片，然后点击<em>充值</em>。</li><li>选择支付方式并按步骤操作。</li></ol><p>充值通常在五分钟内到账。</p>',
        bgColor: FAQ_COLOUR,
      },
      {
        tag: 'faq-withdraw',
        title: '提款需要多久？',
        content: '<p>大多数提款在<strong>24 小时</strong>内到账。首次提款可能需要核对账户资料。</p>',
        bgColor: FAQ_COLOUR,
      },
      {
        tag: 'faq-password',
        title: '忘记密码怎么办',
        content: '<p>请在账户页面联系在线客服：确认身份后我们会设置临时密码，您在下次登录时修改即可。</p>',
        bgColor: FAQ_COLOUR,
      },
    ],
  },
  {
    tag: 'term',
    title: '条款与条件',
    content:
      '<h3>1. 您的账户</h3><p>您必须年满 18 岁，且只能持有一个账户。请妥善保管密码。</p><h3>2. 奖金</h3><p>每项优惠活动都有各自的规则；奖金在提款前可能需要达到流水要求。</p><h3>3. 公平游戏</h3><p>游戏结果由经过认证的随机数生成器产生。我们可能关闭滥用优惠的账户。</p><p>另请参阅<a href="/m/help#privacy">隐私政策</a>。</p><script>window.helpCentreScriptRan = true</script>',
    bgColor: TERMS_COLOUR,
  },
  {
    tag: 'privacy',
    title: '隐私政策',
    content:
      '<p>我们仅为运营您的账户及遵守法律而保存您的资料，绝不出售。</p><ul><li>联系方式：用于就账户事宜联系您。</li><li>支付信息：用于向您付款。</li></ul>',
    bgColor: PRIVACY_COLOUR,
  },
  {
    tag: 'responsible',
    title: '负责任博彩',
    content: '<p>娱乐为主，只用您能承受损失的资金游戏。请设定限额、适时休息；如有需要，可联系客服申请自我禁止。</p>',
    bgColor: RESPONSIBLE_COLOUR,
  },
  {
    tag: 'contact',
    title: '联系我们',
    content: '<p>客服全天候在线。可在账户页面打开，或发送邮件至 <a href="mailto:support@example.com">support@example.com</a>。</p>',
    bgColor: CONTACT_COLOUR,
  },
];

const UR: HelpSectionSeed[] = [
  {
    tag: 'faq',
    title: 'عام سوالات',
    content: '<p>کھلاڑیوں کے سب سے زیادہ پوچھے جانے والے سوالات۔ مزید مدد چاہیے؟ <a href="/m/feedback">ہمیں اپنی رائے بھیجیں</a>۔</p>',
    bgColor: FAQ_COLOUR,
    children: [
      {
        tag: 'faq-deposit',
        title: 'اپنے والٹ میں رقم کیسے ڈالوں؟',
        content:
          '<ol><li><strong>میرا اکاؤنٹ</strong> کھولیں۔</li><li>بیلنس کارڈ پر ٹیپ کریں، پھر <em>جمع</em>۔</li><li>ادائیگی کا طریقہ چنیں اور مراحل پورے کریں۔</li></ol>',
        bgColor: FAQ_COLOUR,
      },
      {
        tag: 'faq-withdraw',
        title: 'رقم نکلوانے میں کتنا وقت لگتا ہے؟',
        content: '<p>زیادہ تر ادائیگیاں <strong>24 گھنٹوں</strong> کے اندر ہو جاتی ہیں۔</p>',
        bgColor: FAQ_COLOUR,
      },
    ],
  },
  {
    tag: 'term',
    title: 'شرائط و ضوابط',
    content:
      '<h3>1. آپ کا اکاؤنٹ</h3><p>آپ کی عمر 18 سال یا اس سے زیادہ ہونی چاہیے اور صرف ایک اکاؤنٹ رکھ سکتے ہیں۔</p><h3>2. بونس</h3><p>ہر پروموشن کے اپنے قواعد ہیں۔</p><p>ہماری <a href="/m/help#privacy">رازداری کی پالیسی</a> بھی دیکھیں۔</p><script>window.helpCentreScriptRan = true</script>',
    bgColor: TERMS_COLOUR,
  },
  {
    tag: 'privacy',
    title: 'رازداری کی پالیسی',
    content: '<p>ہم آپ کی معلومات صرف آپ کا اکاؤنٹ چلانے اور قانون کی پابندی کے لیے رکھتے ہیں، انہیں کبھی فروخت نہیں کرتے۔</p>',
    bgColor: PRIVACY_COLOUR,
  },
  {
    tag: 'responsible',
    title: 'ذمہ دارانہ گیمنگ',
    content: '<p>تفریح کے لیے کھیلیں، اور صرف اتنی رقم سے جسے کھونے کی آپ گنجائش رکھتے ہوں۔</p>',
    bgColor: RESPONSIBLE_COLOUR,
  },
];

const VI: HelpSectionSeed[] = [
  {
    tag: 'faq',
    title: 'Câu hỏi thường gặp',
    content: '<p>Những điều người chơi hỏi nhiều nhất. Vẫn cần giúp? <a href="/m/feedback">Gửi góp ý cho chúng tôi</a>.</p>',
    bgColor: FAQ_COLOUR,
    children: [
      {
        tag: 'faq-withdraw',
        title: 'Rút tiền mất bao lâu?',
        content: '<p>Phần lớn lệnh rút được thanh toán trong <strong>24 giờ</strong>.</p>',
        bgColor: FAQ_COLOUR,
      },
    ],
  },
  {
    tag: 'term',
    title: 'Điều khoản và điều kiện',
    content:
      '<h3>1. Tài khoản</h3><p>Bạn phải đủ 18 tuổi và chỉ giữ một tài khoản.</p><p>Xem thêm <a href="/m/help#privacy">chính sách bảo mật</a>.</p><script>window.helpCentreScriptRan = true</script>',
    bgColor: TERMS_COLOUR,
  },
  {
    tag: 'privacy',
    title: 'Chính sách bảo mật',
    content: '<p>Chúng tôi chỉ lưu thông tin của bạn để vận hành tài khoản và tuân thủ pháp luật.</p>',
    bgColor: PRIVACY_COLOUR,
  },
];

/** The sections by language code (upper case); English answers every other language. */
export const HELP_CENTER: Readonly<Record<string, readonly HelpSectionSeed[]>> = { EN, CN, UR, VI };
export const HELP_CENTER_FALLBACK_LANGUAGE = 'EN';
