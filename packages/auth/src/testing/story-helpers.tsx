import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Country } from '@lotto/api-client';
import { createAuthStore, type AuthStoreSeed } from './create-auth-store';

/** Demo countries for the stories; flags come from the simulator's CDN path when it runs, else the text fallback shows. */
export const STORY_COUNTRIES: Country[] = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Việt Nam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'ประเทศไทย' },
  { countryCode: 'PK', countryDialingCode: '92', name: 'پاکستان' },
];

export function StoryStore({ seed, path = '/m/login', children }: { seed?: AuthStoreSeed; path?: string; children: ReactNode }) {
  const [store] = useState(() =>
    createAuthStore({
      ...seed,
      common: {
        countries: STORY_COUNTRIES,
        countryCode: 'PH',
        countryDialingCode: '63',
        whitelabelVal: { UPDATEMOBILEICC3: true },
        ...seed?.common,
      },
    }),
  );
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
}
