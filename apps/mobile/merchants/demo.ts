import type { MerchantFile } from './types';
import artwork from './artwork/demo';

const logo =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='30' fill='%23b3261e'/%3E%3Cpath d='M32 12l5.9 12 13.1 1.9-9.5 9.3 2.2 13.1L32 42.1l-11.7 6.2 2.2-13.1-9.5-9.3L26.1 24z' fill='%23ffd54f'/%3E%3C/svg%3E";

/** The demo Firebase project, shared by sign-in and push as a merchant's one project would be. */
const demoProject = {
  apiKey: 'demo-lotto-api-key',
  projectId: 'demo-lotto',
  appId: '1:000000000000:web:demo-lotto',
  messagingSenderId: '000000000000',
};

const merchant: MerchantFile = {
  code: 'demo',
  name: 'Lucky Star Lottery',
  shortName: 'Lucky Star',
  theme: { '--color-primary': '#b3261e', '--color-on-primary': '#ffffff' },
  themeColor: '#b3261e',
  backgroundColor: '#ffffff',
  logo,
  artwork,
  // The platform's calls carry no captcha settings; these are used until an answer brings some (the simulator's does).
  captcha: { GEETEST_VERSION: 'v3' },
  languages: ['CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR'],
  // The Auth emulator's offline demo project (firebase.json in e2e/): a build with LOTTO_AUTH_EMULATOR
  // signs in there (the journeys', `pnpm start`'s); a production build names Google's hosts and this domain.
  identityProvider: { ...demoProject, authDomain: 'demo-lotto.firebaseapp.com' },
  // A demo build: no FCM emulator exists, so tokens come from push's offline stand-in and the
  // simulator answers the binding calls (packages/push README: what needs Google's servers).
  push: { firebase: { ...demoProject, vapidKey: 'demo-lotto-vapid-key' }, standIn: true },
  vendorHosts: {
    captchaApi: ['api.geetest.com', 'api-na.geetest.com', 'api-sg.geetest.com'],
    captchaStatic: ['static.geetest.com', 'static.geevisit.com', 'dn-staticdown.qbox.me'],
    cdn: '/cdn',
    // A demo's platform is the simulator on this machine: its lines are its other loopback ports.
    lines: ['http://127.0.0.1:*', 'http://localhost:*'],
  },
};

export default merchant;
