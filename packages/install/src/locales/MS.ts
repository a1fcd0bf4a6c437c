import type { InstallMessages } from './messages';

/** Malay install texts; same keys as EN.ts. */
export default {
  update_title: 'Versi baharu',
  update_found: 'Versi baharu ditemui, klik muat semula',
  refresh: 'Muat semula',
  upgrade_title: 'Versi baharu aplikasi tersedia',
  upgrade_description: 'Kemas kini sekarang untuk ciri dan pembetulan terkini.',
  upgrade_update_now: 'Kemas Kini Sekarang',
  download_starting: 'Muat turun anda sedang bermula. Jika tidak, ketik Muat turun.',
  download_button: 'Muat turun',
  download_none: 'Tiada muat turun tersedia untuk peranti ini.',
  download_choose: 'Pilih aplikasi untuk peranti anda.',
  offline_title: 'Luar talian',
  offline_message:
    'Anda berada di luar talian. Aplikasi dibuka dari peranti ini; apa yang memerlukan rangkaian akan dimuatkan apabila anda kembali dalam talian.',
} satisfies InstallMessages;
