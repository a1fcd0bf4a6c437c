// Loaded with the first promotion page (the promotions, the reward centre, the check-in, the go-to
// pages, the VIP benefits): their code, texts and RTK Query (through server-data.ts) stay off the
// first screen.
import '@lotto/promotions/styles.css';
import { registerNamespace } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE, promotionsMessages } from '@lotto/promotions';
import './server-data';

registerNamespace(PROMOTIONS_NAMESPACE, promotionsMessages);
