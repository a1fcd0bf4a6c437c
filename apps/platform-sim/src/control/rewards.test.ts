import { describe, expect, it } from 'vitest';
import { jsonOf, makeSim, postJson } from '../testing/test-helpers';

describe('POST /__sim/rewards', () => {
  it("sets what a journey needs of a member's rewards, and reset restores the seed", async () => {
    const { app } = makeSim();
    const changed = await jsonOf<{
      mobileVerified: boolean;
      deposit: number;
      checkIn: Record<string, { today: number; claimedDays: number[] }>;
      claims: unknown[];
    }>(
      await app.request(
        '/__sim/rewards',
        postJson({
          username: 'player01',
          mobileVerified: false,
          deposit: 150,
          checkIn: { today: 3, claimedDays: [1, 2] },
          claims: [{ rewardId: 9, eventName: 'Soon gone', promotionType: 'MANUAL', rewardAmount: 1, expiresIn: 5_000 }],
        }),
      ),
    );
    expect(changed).toMatchObject({ mobileVerified: false, deposit: 150, checkIn: { 1: { today: 3, claimedDays: [1, 2] } } });
    expect(changed.claims).toHaveLength(1);
    await app.request('/__sim/reset', { method: 'POST' });
    const restored = await jsonOf<{ mobileVerified: boolean; claims: unknown[] }>(await app.request('/__sim/rewards?username=player01'));
    expect(restored.mobileVerified).toBe(true);
    expect(restored.claims).toHaveLength(6);
  });

  it('refuses what it cannot use', async () => {
    const { app } = makeSim();
    expect((await app.request('/__sim/rewards', postJson({ username: 'player01', deposit: -1 }))).status).toBe(400);
    expect((await app.request('/__sim/rewards', postJson({ username: 'nobody' }))).status).toBe(404);
  });
});

describe('promotion pictures', () => {
  it('draws each motif as art, and nothing for an unknown one', async () => {
    const { app } = makeSim();
    const picture = await app.request('/sim-assets/demo/promotions/trophy.svg');
    expect(picture.headers.get('Content-Type')).toContain('image/svg+xml');
    const svg = await picture.text();
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    expect((await app.request('/sim-assets/demo/promotions/nothing.svg')).status).toBe(404);
  });
});
