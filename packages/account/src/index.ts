// The package's one stylesheet (every page's rules); the shell links the built copy as `@lotto/account/styles.css`.
import './account.css';

export { ACCOUNT_NAMESPACE, accountMessages } from './locales';
export type { AccountMessageKey } from './locales/messages';
export { accountFeature } from './feature';
