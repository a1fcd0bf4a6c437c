// The page may open before the settled page's install feature brings the package's styles.
import '@lotto/install/styles.css';
import { registerNamespace } from '@lotto/i18n';
import { AppDownload, INSTALL_NAMESPACE, INSTALL_PROMPTS_NAMESPACE, installMessages, installPromptMessages } from '@lotto/install';
import { TitledPage } from '../components/TitledPage';

// The page's texts are the install package's; they join with the route's chunk, whichever of
// this page and the settled page's install feature comes first.
registerNamespace(INSTALL_NAMESPACE, installMessages);
registerNamespace(INSTALL_PROMPTS_NAMESPACE, installPromptMessages);

/** /m/appDownload: where native apps below 2.4.39 send Update Now (spec 001 §2 routes, §5), and the merchant's links anywhere else. */
export function AppDownloadPage() {
  return (
    <TitledPage titleKey="title.appDownload">
      <AppDownload />
    </TitledPage>
  );
}
