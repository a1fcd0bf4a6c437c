import type { UiMessages } from './messages';

export default {
  notice: 'Aviso',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  reference: 'Referencia: {{traceId}}',
  loading: 'Cargando',
} satisfies UiMessages;
