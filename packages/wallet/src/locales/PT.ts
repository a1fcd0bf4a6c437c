import type { WalletMessages } from './messages';

/** European Portuguese wallet texts; same keys as EN.ts. */
export default {
  balance: 'Saldo',
  refresh: 'Atualizar saldo',
  show: 'Mostrar saldo',
  hide: 'Ocultar saldo',
  hidden: 'Saldo oculto',
  unavailable: 'Saldo indisponível',
} satisfies WalletMessages;
