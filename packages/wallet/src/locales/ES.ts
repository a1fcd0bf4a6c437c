import type { WalletMessages } from './messages';

/** Spanish wallet texts; same keys as EN.ts. */
export default {
  balance: 'Saldo',
  refresh: 'Actualizar saldo',
  show: 'Mostrar saldo',
  hide: 'Ocultar saldo',
  hidden: 'Saldo oculto',
  unavailable: 'Saldo no disponible',
} satisfies WalletMessages;
