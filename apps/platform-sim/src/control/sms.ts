import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';

/** The codes the SMS call "sent" (`?mobile=` for one number's), where journeys read them; DELETE empties the outbox. */
export function registerSmsControl(control: Hono, state: SimState): void {
  control.get('/sms', (c) => {
    const mobile = c.req.query('mobile');
    const messages = state.sms.list(mobile === undefined || mobile.trim() === '' ? undefined : mobile);
    return c.json(
      messages.map(({ countryDialingCode, mobileNum, code, at, expiresAt, used, text }) => ({
        countryDialingCode,
        mobileNum,
        code,
        at,
        expiresAt,
        used,
        text,
      })),
    );
  });

  control.delete('/sms', (c) => {
    state.sms.clear();
    return c.json({ ok: true });
  });
}
