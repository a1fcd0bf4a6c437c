import { describe, expect, it } from 'vitest';
import { makeSim, postJson } from '../testing/test-helpers';

describe('POST /__sim/session', () => {
  it('refuses an unknown member or merchant', async () => {
    const { app } = makeSim();
    expect((await app.request('/__sim/session', postJson({ username: 'ghost' }))).status).toBe(404);
    expect((await app.request('/__sim/session', postJson({ merchant: 'nobody', username: 'player01' }))).status).toBe(404);
    expect((await app.request('/__sim/session', postJson({}))).status).toBe(400);
  });
});
