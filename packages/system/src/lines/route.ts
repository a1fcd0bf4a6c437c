import type { QualifiedKey } from '@lotto/i18n';
import { getI18n } from 'react-i18next';
import { SYSTEM_NAMESPACE, type SystemMessageKey } from '../locales';

/**
 * The chooser page for a lazily loaded route: the page's code and its texts load together, so
 * the shell's document title (a `system:` key) is ready when the route renders.
 */
export async function loadLineChooserPage() {
  const [{ LineChooserPage }] = await Promise.all([import('./LineChooserPage'), getI18n()?.loadNamespaces(SYSTEM_NAMESPACE)]);
  return LineChooserPage;
}

/** The title key for the route's handle, resolved from this package's namespace. */
export const LINE_CHOOSER_TITLE_KEY: QualifiedKey<SystemMessageKey> = `${SYSTEM_NAMESPACE}:lines_title`;
