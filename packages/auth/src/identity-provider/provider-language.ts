/**
 * The provider's SMS and pages speak BCP 47; our interface codes (spec 000 §1) mostly match
 * once lower-cased, except these.
 */
const BCP47_EXCEPTIONS: Readonly<Record<string, string>> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  TY: 'fil',
  'PT-BR': 'pt-BR',
  KR: 'ko',
  PH: 'fil',
};

export function providerLanguage(code: string): string {
  return BCP47_EXCEPTIONS[code.toUpperCase()] ?? code.toLowerCase();
}
