import type { InstallMessages } from './messages';

/** Filipino install texts; same keys as EN.ts. */
export default {
  update_title: 'Bagong bersyon',
  update_found: 'May bagong bersyon, i-click ang i-refresh',
  refresh: 'I-refresh',
  upgrade_title: 'May bagong bersyon ng app',
  upgrade_description: 'Mag-update ngayon para sa pinakabagong feature at ayos.',
  upgrade_update_now: 'I-update Ngayon',
  download_starting: 'Nagsisimula na ang download. Kung hindi, i-tap ang I-download.',
  download_button: 'I-download',
  download_none: 'Walang download para sa device na ito.',
  download_choose: 'Piliin ang app para sa iyong device.',
  offline_title: 'Offline',
  offline_message:
    'Offline ka. Binuksan ang app mula sa device na ito; maglo-load ang mga nangangailangan ng network kapag online ka na ulit.',
} satisfies InstallMessages;
