import type { InstallMessages } from './messages';

/** Indonesian install texts; same keys as EN.ts. */
export default {
  update_title: 'Versi baru',
  update_found: 'Versi baru ditemukan, klik muat ulang',
  refresh: 'Muat ulang',
  upgrade_title: 'Versi baru aplikasi tersedia',
  upgrade_description: 'Perbarui sekarang untuk fitur dan perbaikan terbaru.',
  upgrade_update_now: 'Perbarui Sekarang',
  download_starting: 'Unduhan Anda dimulai. Jika tidak, ketuk Unduh.',
  download_button: 'Unduh',
  download_none: 'Tidak ada unduhan untuk perangkat ini.',
  download_choose: 'Pilih aplikasi untuk perangkat Anda.',
  offline_title: 'Offline',
  offline_message:
    'Anda sedang offline. Aplikasi dibuka dari perangkat ini; yang memerlukan jaringan akan dimuat saat Anda kembali online.',
} satisfies InstallMessages;
