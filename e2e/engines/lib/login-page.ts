import type { EnginePage } from './page';

/** The login page as a player sees it (the engines' twin of e2e/lib/login-page.ts). */
export function loginPage(page: EnginePage) {
  const sms = page.getByRole('tabpanel', { name: 'Mobile number' });
  return {
    username: page.getByRole('textbox', { name: 'Username', exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Log in', exact: true }),
    async fill(username: string, password: string) {
      await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
    },
    alert: page.getByRole('alertdialog'),
    smsTab: page.getByRole('tab', { name: 'Mobile number' }),
    sms: {
      mobile: sms.getByLabel('Mobile number'),
      code: sms.getByLabel('Verification code'),
      send: sms.getByRole('button', { name: 'Send code' }),
      resend: sms.getByRole('button', { name: /Resend in \d+ s/ }),
      submit: sms.getByRole('button', { name: 'Log in', exact: true }),
    },
  };
}

/** The session the app keeps in session storage (spec 000 §3). */
export function storedSession(page: EnginePage) {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as Record<string, unknown> | null);
}
