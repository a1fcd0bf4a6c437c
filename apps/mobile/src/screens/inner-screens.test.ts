import { describe, expect, it } from 'vitest';
import { INNER_ROUTES } from '../routes/route-table';
import { INNER_SCREENS, innerScreen } from './inner-screens';

describe('inner screens', () => {
  it('every inner route has its screen, and no screen lacks its route', () => {
    expect(Object.keys(INNER_SCREENS).sort()).toEqual(INNER_ROUTES.map(({ path }) => path).sort());
  });

  it('a path with no screen is refused rather than shown empty', async () => {
    await expect(innerScreen('/m/nowhere')).rejects.toThrow('no screen for /m/nowhere');
  });
});
