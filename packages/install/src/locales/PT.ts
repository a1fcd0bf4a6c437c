import type { InstallMessages } from './messages';

/** Portuguese install texts; same keys as EN.ts. */
export default {
  update_title: 'Nova versão',
  update_found: 'Encontrada uma nova versão, clique em atualizar',
  refresh: 'Atualizar',
} satisfies InstallMessages;
