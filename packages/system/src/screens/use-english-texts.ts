import { useEffect, useState } from 'react';
import { useTexts, type TypedT } from '@lotto/i18n';
import { SYSTEM_NAMESPACE, type SystemMessageKey } from '../locales';

const ENGLISH = 'EN';

/**
 * The system texts in English, for the second title and description the screens show when
 * the page is in another language (spec 001 §2, screens 12 and 13). Null while English is
 * being loaded and when the page is already in English.
 */
export function useEnglishTexts(): TypedT<SystemMessageKey> | null {
  const { i18n } = useTexts(SYSTEM_NAMESPACE);
  const needed = i18n.language !== ENGLISH;
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(ENGLISH, SYSTEM_NAMESPACE));

  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void i18n.loadLanguages(ENGLISH).then(() => {
      if (live) setLoaded(i18n.hasResourceBundle(ENGLISH, SYSTEM_NAMESPACE));
    });
    return () => {
      live = false;
    };
  }, [i18n, needed, loaded]);

  return needed && loaded ? i18n.getFixedT(ENGLISH, SYSTEM_NAMESPACE) : null;
}
