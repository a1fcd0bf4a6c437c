import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAccountStore, type AccountStoreSeed } from './create-account-store';

/** A story's page: its own store (seeded), a router at `path`, on the page's background. */
export function StoryFrame({ seed, path = '/m/member/home', children }: { seed: AccountStoreSeed; path?: string; children: ReactNode }) {
  const [store] = useState(() => createAccountStore(seed));
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <div style={{ minBlockSize: '100vh', background: 'var(--color-background)' }}>{children}</div>
      </MemoryRouter>
    </Provider>
  );
}
