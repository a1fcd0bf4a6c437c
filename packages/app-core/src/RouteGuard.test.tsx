import { configureStore } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage, resetLeavingPage } from './leave-page';
import { RouteGuard } from './RouteGuard';
import { sessionEnded, sessionSlice } from './session-slice';

function Address() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function openAccount(token: string | null) {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  if (token) store.dispatch(sessionSlice.actions.sessionRestored({ token, merchantCode: 'demo' }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/m/member/home?tab=2']}>
        <Routes>
          <Route
            path="/m/member/home"
            element={
              <RouteGuard>
                <h1>My account</h1>
              </RouteGuard>
            }
          />
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, view };
}

describe('the route guard (spec 000 §6)', () => {
  afterEach(() => resetLeavingPage());

  it('sends a visitor on a guarded route to login, which leads back', () => {
    const { view } = openAccount(null);
    expect(view.getByRole('status').textContent).toBe('/m/login?redirectUrl=%2Fm%2Fmember%2Fhome%3Ftab%3D2');
  });

  it('sends nobody anywhere once the page is leaving for another load, so the in-page redirect cannot cancel the leave', () => {
    const { store, view } = openAccount('token-1');
    expect(view.getByRole('heading', { name: 'My account' })).toBeTruthy();
    const replace = vi.fn();
    leavePage('/m/home', { replace });
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(replace).toHaveBeenCalledWith('/m/home');
    expect(view.queryByRole('heading')).toBeNull();
    expect(view.queryByRole('status')).toBeNull();
  });
});
