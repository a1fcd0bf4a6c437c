import type { InstallMessages } from './messages';

/** Spanish install texts; same keys as EN.ts. */
export default {
  update_title: 'Nueva versión',
  update_found: 'Hay una nueva versión, pulse Actualizar',
  refresh: 'Actualizar',
} satisfies InstallMessages;
