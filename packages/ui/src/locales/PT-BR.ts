import type { UiMessages } from './messages';

export default {
  notice: 'Aviso',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Fechar',
  reference: 'Referência: {{traceId}}',
  loading: 'Carregando',
} satisfies UiMessages;
