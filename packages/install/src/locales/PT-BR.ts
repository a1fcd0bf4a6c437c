import type { InstallMessages } from './messages';

/** Brazilian Portuguese install texts; same keys as EN.ts. */
export default {
  update_title: 'Nova versão',
  update_found: 'Nova versão encontrada, clique em atualizar',
  refresh: 'Atualizar',
} satisfies InstallMessages;
