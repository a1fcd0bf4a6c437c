import type { InstallMessages } from './messages';

/** Brazilian Portuguese install texts; same keys as EN.ts. */
export default {
  update_title: 'Nova versão',
  update_found: 'Nova versão encontrada, clique em atualizar',
  refresh: 'Atualizar',
  upgrade_title: 'Há uma nova versão do app',
  upgrade_description: 'Atualize agora para ter os recursos e correções mais recentes.',
  upgrade_update_now: 'Atualizar agora',
  download_starting: 'Seu download está começando. Se não começar, toque em Baixar.',
  download_button: 'Baixar',
  download_none: 'Não há download disponível para este dispositivo.',
  download_choose: 'Escolha o aplicativo para o seu dispositivo.',
  offline_title: 'Sem conexão',
  offline_message:
    'Você está sem conexão. O app abriu a partir deste aparelho; o que precisa da rede carrega quando você voltar a ficar online.',
} satisfies InstallMessages;
