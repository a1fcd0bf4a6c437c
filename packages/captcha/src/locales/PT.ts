import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'Verificação de segurança',
  'status.loading': 'A carregar a verificação de segurança…',
  'status.waiting': 'Verificação de segurança pronta',
  'status.verifying': 'A verificar…',
  'status.success': 'Verificado',
  user_error: 'Erro {{code}}: {{message}}',
  unknown_error: 'A verificação de segurança falhou.',
  network_failure: 'Falha de rede',
  retry: 'Toque para tentar novamente',
  verify_first: 'Conclua primeiro a verificação',
  too_fast: 'Demasiado rápido: uma verificação de cada vez. Aguarde.',
  geetest_not_work: 'O serviço Geetest não está a funcionar',
} satisfies CaptchaMessages;
