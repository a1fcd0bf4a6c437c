import type { PopupsMessages } from './messages';

/** Malay popups texts; same keys as EN.ts. */
export default {
  banners_label: 'Promosi',
  slide_of: 'Slaid {{current}} daripada {{total}}',
  previous: 'Sebelumnya',
  next: 'Seterusnya',
  pause: 'Jeda slaid',
  play: 'Main slaid',
  announcement: 'Pengumuman',
  hide_today: 'Jangan tunjukkan hari ini',
  hide_again: 'Jangan tunjukkan tetingkap timbul ini lagi',
  must_read: 'Baca semua halaman untuk menutup ({{seen}} daripada {{total}} dibaca)',
  close: 'Tutup',
  go_to_activity: 'Pergi ke aktiviti',
  know_it: 'Faham',
  welcome: 'Selamat datang',
  save_image: 'Simpan imej',
  copy_link: 'Salin pautan',
  link_copied: 'Pautan disalin',
  copy_failed: 'Salin pautan ini:',
  notices_label: 'Notis',
  notices_pause: 'Jeda notis',
  notices_play: 'Main notis',
  notices_title: 'Notis',
  notices_failed: 'Notis tidak dapat dimuatkan.',
  retry: 'Cuba lagi',
} satisfies PopupsMessages;
