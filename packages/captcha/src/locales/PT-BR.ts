import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'Verificação de segurança',
  'status.loading': 'Carregando a verificação de segurança…',
  'status.waiting': 'Verificação de segurança pronta',
  'status.verifying': 'Verificando…',
  'status.success': 'Verificado',
  user_error: 'Erro {{code}}: {{message}}',
  unknown_error: 'A verificação de segurança falhou.',
  network_failure: 'Falha de rede',
  retry: 'Toque para tentar de novo',
  verify_first: 'Conclua a verificação primeiro',
  too_fast: 'Rápido demais: uma verificação por vez. Aguarde.',
  geetest_not_work: 'O serviço Geetest não está funcionando',
} satisfies CaptchaMessages;
