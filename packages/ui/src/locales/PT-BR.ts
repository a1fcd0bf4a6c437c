import type { UiMessages } from './messages';

export default {
  notice: 'Aviso',
  confirm: 'Confirmar',
  close: 'Fechar',
  reference: 'Referência: {{traceId}}',
  loading: 'Carregando',
} satisfies UiMessages;
