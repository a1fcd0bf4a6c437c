import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveTrackedQuery } from './tracked-query';
import { TrackedRedirect } from './TrackedRedirect';

function Address() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function visit(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/m/home" element={<Address />} />
        <Route path="*" element={<TrackedRedirect to="/m/home" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a redirect keeps the tracked parameters (spec 000 §9)', () => {
  it('carries them from the address it leaves, and drops the rest', () => {
    const { getByRole } = visit('/m/nowhere?affiliateCode=A1&fbclid=F&other=x#top');
    expect(getByRole('status').textContent).toBe('/m/home?affiliateCode=A1&fbclid=F');
  });

  it('adds the ones saved on entry', () => {
    saveTrackedQuery('?gclid=G');
    const { getByRole } = visit('/m/nowhere');
    expect(getByRole('status').textContent).toBe('/m/home?gclid=G');
  });
});
