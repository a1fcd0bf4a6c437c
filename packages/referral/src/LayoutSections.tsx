import { useId, useMemo } from 'react';
import { sanitizeHtml } from '@lotto/app-core/sanitize-html';
import { useTexts } from '@lotto/i18n';
import type { LayoutSection } from './layout-sections';
import { REFERRAL_NAMESPACE } from './locales';

/** One section; `dir="auto"`, since the operator may have written it in another language than the page's (the default one's). */
function Section({ section }: { section: LayoutSection }) {
  const titleId = useId();
  const html = useMemo(() => sanitizeHtml(section.content), [section.content]);
  return (
    <section className="referral-section" aria-labelledby={section.title ? titleId : undefined}>
      {section.title ? (
        <h3 id={titleId} className="referral-section__title" dir="auto">
          {section.title}
        </h3>
      ) : null}
      {html ? <div className="referral-section__content" dir="auto" dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </section>
  );
}

/**
 * The operator's sections of the invite page (the layout call), in their order, their HTML through
 * the one sanitiser. The default export, for the page's lazy import: the sanitiser loads only
 * when the layout has something to show.
 */
export default function LayoutSections({ sections }: { sections: readonly LayoutSection[] }) {
  const { t } = useTexts(REFERRAL_NAMESPACE);
  const titleId = useId();
  return (
    <section className="referral-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="referral-card__title">
        {t('sections.title')}
      </h2>
      {sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </section>
  );
}
