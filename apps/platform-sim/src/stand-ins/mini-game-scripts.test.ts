import { describe, expect, it } from 'vitest';
import { createSimApp } from '../app';

describe("the mini game's stand-in scripts", () => {
  it('serves v1 and s1 as scripts that register themselves under their variant', async () => {
    const { app } = createSimApp();
    for (const variant of ['v1', 's1']) {
      const response = await app.request(`/mini-game/${variant}/minigame.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      const body = await response.text();
      expect(body).toContain(`registry["${variant}"]`);
      expect(body).toContain('options.launch(');
    }
  });

  it('has no other variant', async () => {
    const { app } = createSimApp();
    expect((await app.request('/mini-game/x9/minigame.js')).status).toBe(404);
  });
});
