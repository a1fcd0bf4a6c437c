import base from './playwright.config';
export default { ...base, webServer: (base.webServer as unknown[]).slice(0, 1) };
