import type { MerchantFile } from './types';
import artwork from './artwork/demo2';

const logo =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect x='4' y='4' width='56' height='56' rx='14' fill='%230b6e4f'/%3E%3Ctext x='32' y='42' font-size='28' text-anchor='middle' fill='%23f5c542' font-family='sans-serif' font-weight='700'%3EGD%3C/text%3E%3C/svg%3E";

const merchant: MerchantFile = {
  code: 'demo2',
  name: 'Golden Dragon Games',
  shortName: 'Golden Dragon',
  theme: { '--color-primary': '#0b6e4f', '--color-on-primary': '#ffffff' },
  // Its own mint on the dark page rather than the green lightened (build/merchant-theme.ts).
  darkTheme: { '--color-primary': '#4fd1a5' },
  themeColor: '#0b6e4f',
  backgroundColor: '#ffffff',
  logo,
  artwork,
  // The platform's calls carry no captcha settings; these are used until an answer brings some (the simulator's does).
  captcha: { GEETEST_ID: '6f1e2d3c4b5a69788796a5b4c3d2e1f0', GEETEST_VERSION: 'v4' },
  languages: ['VI', 'EN', 'CN'],
  vendorHosts: {
    captchaApi: ['api.geetest.com', 'api-na.geetest.com', 'api-sg.geetest.com'],
    captchaStatic: ['static.geetest.com', 'static.geevisit.com', 'dn-staticdown.qbox.me'],
    cdn: '/cdn',
    // A demo's platform is the simulator on this machine: its lines are its other loopback ports.
    lines: ['http://127.0.0.1:*', 'http://localhost:*'],
  },
};

export default merchant;
