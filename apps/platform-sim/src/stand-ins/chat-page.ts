import type { Hono } from 'hono';
import { CHAT_PAGE_PATH } from '../seed/stand-in-paths';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The stand-in chat page every seeded customer-service link and `chatUrl` leads to: it names the
 * service and lists what the address carried (user name, category, launch fields), so journeys and
 * people can see what the app sent.
 */
export function registerChatPage(app: Hono): void {
  app.get(`${CHAT_PAGE_PATH}/:service`, (c) => {
    const service = c.req.param('service');
    const rows = [...new URL(c.req.url).searchParams]
      .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd data-field="${escapeHtml(name)}">${escapeHtml(value)}</dd>`)
      .join('');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Chat: ${escapeHtml(service)}</title></head>` +
        `<body><h1>Customer service: ${escapeHtml(service)}</h1><dl>${rows}</dl></body></html>`,
    );
  });
}
