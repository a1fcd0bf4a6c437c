import type { PopupsMessages } from './messages';

/** Portuguese popups texts; same keys as EN.ts. */
export default {
  banners_label: 'Promoções',
  slide_of: 'Diapositivo {{current}} de {{total}}',
  previous: 'Anterior',
  next: 'Seguinte',
  pause: 'Pausar diapositivos',
  play: 'Reproduzir diapositivos',
  announcement: 'Anúncio',
  hide_today: 'Não mostrar hoje',
  hide_again: 'Não voltar a mostrar esta janela',
  must_read: 'Leia todas as páginas para fechar ({{seen}} de {{total}} lidas)',
  close: 'Fechar',
  go_to_activity: 'Ir para a atividade',
  know_it: 'Percebi',
  welcome: 'Bem-vindo',
  save_image: 'Guardar imagem',
  copy_link: 'Copiar ligação',
  link_copied: 'Ligação copiada',
  copy_failed: 'Copie esta ligação:',
  notices_label: 'Avisos',
  notices_pause: 'Pausar avisos',
  notices_play: 'Reproduzir avisos',
  notices_title: 'Avisos',
  notices_failed: 'Não foi possível carregar os avisos.',
  retry: 'Tentar novamente',
} satisfies PopupsMessages;
