import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createSystemStore, type SystemStoreSeed } from './testing/create-system-store';

/** Demo content for the stories (not product texts): a logo, customer service and server HTML. */
const STORY_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%23c0392b'/%3E%3Ctext x='32' y='41' font-family='Arial' font-size='24' font-weight='700' fill='white' text-anchor='middle'%3ELS%3C/text%3E%3C/svg%3E";

const STORY_CUSTOMER_SERVICE = [
  { csType: 'LIVECHAT', csPosition: '1', path: 'https://chat.lucky-star.example/livechat', name: 'Live Chat' },
];

export const STORY_MAINTENANCE_HTML =
  '<p>The system is being upgraded.</p><p>Please contact <b>online customer service</b> or see the <a href="https://status.lucky-star.example">status page</a>.</p>';

/** A fixed end time, so the stories look the same every day. */
export const STORY_MAINTENANCE_END = Date.UTC(2030, 5, 1, 16, 0);

export interface StoryStoreProps extends Omit<SystemStoreSeed, 'api'> {
  path?: string;
  children: ReactNode;
}

/** The store (with the merchant's logo and customer service unless told otherwise) and a router, for a story. */
export function StoryStore({ system, common, brand, feedback, path = '/m/home', children }: StoryStoreProps) {
  const [store] = useState(() =>
    createSystemStore({
      system,
      feedback,
      brand: brand ?? { logo: STORY_LOGO },
      common: { customerService: STORY_CUSTOMER_SERVICE, ...common },
    }),
  );
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
}
