import { useSyncExternalStore } from 'react';
import type { PopupsShell } from './shell-contract';

/** The player's page, followed as it changes. */
export function useCurrentPath(shell: PopupsShell): string {
  return useSyncExternalStore(shell.onPathChange, shell.currentPath);
}
