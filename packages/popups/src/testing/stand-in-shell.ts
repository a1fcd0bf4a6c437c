import type { PopupsShell } from '../shell-contract';

/** A shell for tests and stories: an in-memory path, and a record of where the popups sent the player. */
export function standInShell(path = '/m/home', overrides: Partial<PopupsShell> = {}) {
  let current = path;
  const listeners = new Set<(path: string) => void>();
  const visited: string[] = [];
  const opened: string[] = [];
  const shell: PopupsShell = {
    currentPath: () => current,
    onPathChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (next) => {
      visited.push(next);
      current = next.split('?')[0] ?? next;
      for (const listener of listeners) listener(current);
    },
    openOutside: (url) => opened.push(url),
    environment: { inApp: false, pwa: false, webclip: false },
    ...overrides,
  };
  return { shell, visited, opened };
}
