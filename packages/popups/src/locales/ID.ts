import type { PopupsMessages } from './messages';

/** Indonesian popups texts; same keys as EN.ts. */
export default {
  banners_label: 'Promosi',
  slide_of: 'Slide {{current}} dari {{total}}',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  pause: 'Jeda slide',
  play: 'Putar slide',
  announcement: 'Pengumuman',
  hide_today: 'Jangan tampilkan hari ini',
  hide_again: 'Jangan tampilkan popup ini lagi',
  must_read: 'Baca semua halaman untuk menutup ({{seen}} dari {{total}} dibaca)',
  close: 'Tutup',
  go_to_activity: 'Ke aktivitas',
  know_it: 'Mengerti',
  welcome: 'Selamat datang',
  save_image: 'Simpan gambar',
  copy_link: 'Salin tautan',
  link_copied: 'Tautan disalin',
  copy_failed: 'Salin tautan ini:',
  notices_label: 'Pemberitahuan',
  notices_pause: 'Jeda pemberitahuan',
  notices_play: 'Putar pemberitahuan',
  notices_title: 'Pemberitahuan',
  notices_failed: 'Pemberitahuan tidak dapat dimuat.',
  retry: 'Coba lagi',
} satisfies PopupsMessages;
