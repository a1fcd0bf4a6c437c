import type { PopupsMessages } from './messages';

/** Brazilian Portuguese popups texts; same keys as EN.ts. */
export default {
  banners_label: 'Promoções',
  slide_of: 'Slide {{current}} de {{total}}',
  previous: 'Anterior',
  next: 'Próximo',
  pause: 'Pausar slides',
  play: 'Reproduzir slides',
  announcement: 'Anúncio',
  hide_today: 'Não mostrar hoje',
  hide_again: 'Não mostrar esta janela novamente',
  must_read: 'Leia todas as páginas para fechar ({{seen}} de {{total}} lidas)',
  close: 'Fechar',
  go_to_activity: 'Ir para a atividade',
  know_it: 'Entendi',
  welcome: 'Bem-vindo',
  save_image: 'Salvar imagem',
  copy_link: 'Copiar link',
  link_copied: 'Link copiado',
  copy_failed: 'Copie este link:',
  notices_label: 'Avisos',
  notices_pause: 'Pausar avisos',
  notices_play: 'Reproduzir avisos',
  notices_title: 'Avisos',
  notices_failed: 'Não foi possível carregar os avisos.',
  retry: 'Tentar novamente',
} satisfies PopupsMessages;
