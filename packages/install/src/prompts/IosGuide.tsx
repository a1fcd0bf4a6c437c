import { useTexts } from '@lotto/i18n';
import type { GuideVariant } from './browser';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import type { PromptMessageKey } from './locales/messages';

/** Safari's steps per iOS: the legacy share sheet below 12.2, the ⋯ menu first from iOS 26. */
const GUIDE_STEPS: Record<GuideVariant, readonly PromptMessageKey[]> = {
  legacy: ['guide_legacy_share', 'guide_legacy_add', 'guide_confirm'],
  share: ['guide_share', 'guide_add', 'guide_confirm'],
  'more-menu': ['guide_more', 'guide_share_menu', 'guide_add', 'guide_confirm'],
};

/** Spec 001 §2 screen 4: step-by-step add-to-home-screen instructions for Safari. */
export function IosGuide({ variant }: { variant: GuideVariant }) {
  const { t } = useTexts(INSTALL_PROMPTS_NAMESPACE);
  return (
    <ol className="install-guide" data-variant={variant}>
      {GUIDE_STEPS[variant].map((key) => (
        <li key={key} className="install-guide__step">
          {t(key)}
        </li>
      ))}
    </ol>
  );
}
