// Loaded with the account pages (Me, feedback, help, inbox): their texts, styles and server data
// (RTK Query, through server-data.ts) stay off the first screen.
import '@lotto/account/styles.css';
import { registerNamespace } from '@lotto/i18n';
import { ACCOUNT_NAMESPACE, accountMessages } from '@lotto/account';
import './server-data';

registerNamespace(ACCOUNT_NAMESPACE, accountMessages);
