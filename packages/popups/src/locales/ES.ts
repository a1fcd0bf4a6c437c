import type { PopupsMessages } from './messages';

/** Spanish popups texts; same keys as EN.ts. */
export default {
  banners_label: 'Promociones',
  slide_of: 'Diapositiva {{current}} de {{total}}',
  previous: 'Anterior',
  next: 'Siguiente',
  pause: 'Pausar diapositivas',
  play: 'Reproducir diapositivas',
  announcement: 'Anuncio',
  hide_today: 'No mostrar hoy',
  hide_again: 'No volver a mostrar esta ventana',
  must_read: 'Lee todas las páginas para cerrar ({{seen}} de {{total}} leídas)',
  close: 'Cerrar',
  go_to_activity: 'Ir a la actividad',
  know_it: 'Entendido',
  welcome: 'Bienvenido',
  save_image: 'Guardar imagen',
  copy_link: 'Copiar enlace',
  link_copied: 'Enlace copiado',
  copy_failed: 'Copia este enlace:',
  notices_label: 'Avisos',
  notices_pause: 'Pausar avisos',
  notices_play: 'Reproducir avisos',
  notices_title: 'Avisos',
  notices_failed: 'No se pudieron cargar los avisos.',
  retry: 'Reintentar',
} satisfies PopupsMessages;
