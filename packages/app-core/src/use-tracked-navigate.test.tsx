import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTrackedNavigate } from './use-tracked-navigate';

function mount(entry: string) {
  const seen: { navigate?: ReturnType<typeof useTrackedNavigate>; plain?: ReturnType<typeof useNavigate>; address?: string } = {};
  function Probe() {
    seen.navigate = useTrackedNavigate();
    seen.plain = useNavigate();
    const location = useLocation();
    seen.address = `${location.pathname}${location.search}${location.hash}`;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Probe />
    </MemoryRouter>,
  );
  return seen;
}

describe('tracked navigation (spec 000 §9)', () => {
  it('keeps a caller-supplied name for later pages, after a page that dropped it', () => {
    const seen = mount('/m/activity?promo=9&affiliateCode=A1');
    act(() => seen.navigate?.('/m/register', { carry: ['promo'] }));
    expect(seen.address).toBe('/m/register?affiliateCode=A1&promo=9');
    // A plain navigation elsewhere drops the query; the saved values still come back.
    act(() => void seen.plain?.('/m/login'));
    act(() => seen.navigate?.('/m/register#form', { carry: ['promo'] }));
    expect(seen.address).toBe('/m/register?affiliateCode=A1&promo=9#form');
  });
});
