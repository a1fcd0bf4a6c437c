import type { InstallMessages } from './messages';

/** Portuguese install texts; same keys as EN.ts. */
export default {
  update_title: 'Nova versão',
  update_found: 'Encontrada uma nova versão, clique em atualizar',
  refresh: 'Atualizar',
  upgrade_title: 'Está disponível uma nova versão da aplicação',
  upgrade_description: 'Atualize agora para ter as funcionalidades e correções mais recentes.',
  upgrade_update_now: 'Atualizar agora',
  download_starting: 'A transferência está a começar. Se não começar, toque em Transferir.',
  download_button: 'Transferir',
  download_none: 'Não há nenhuma transferência disponível para este dispositivo.',
  download_choose: 'Escolha a aplicação para o seu dispositivo.',
  offline_title: 'Sem ligação',
  offline_message:
    'Está sem ligação à rede. A app abriu a partir deste dispositivo; o que precisa da rede carrega quando voltar a estar online.',
} satisfies InstallMessages;
