import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { FirstScreenShell } from './FirstScreenShell';

/**
 * Hydrates the shell index.html carries (build/prerender.ts) and resolves with the root once it has:
 * the app then renders into the same root, and an update that reached a root still hydrating would
 * throw the server's markup away and log a recoverable error.
 */
export function hydrateFirstScreen(container: HTMLElement, merchant: { logo: string; name: string; artwork?: string }): Promise<Root> {
  return new Promise((resolve) => {
    let hydrated = false;
    const root = hydrateRoot(
      container,
      <StrictMode>
        <FirstScreenShell
          logo={merchant.logo}
          name={merchant.name}
          artwork={merchant.artwork}
          onHydrated={() => {
            if (hydrated) return;
            hydrated = true;
            resolve(root);
          }}
        />
      </StrictMode>,
    );
  });
}
