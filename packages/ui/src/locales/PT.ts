import type { UiMessages } from './messages';

export default {
  notice: 'Aviso',
  confirm: 'Confirmar',
  close: 'Fechar',
  reference: 'Referência: {{traceId}}',
  loading: 'A carregar',
} satisfies UiMessages;
