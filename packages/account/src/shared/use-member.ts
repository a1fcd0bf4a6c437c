import { selectMember, selectSessionInfo } from '@lotto/app-core';
import { useAccountSelector } from '../store-hooks';

/** The signed-in member's session token, or null for a visitor (and once the member logs out). */
export function useSessionToken(): string | null {
  return useAccountSelector(selectSessionInfo)?.token ?? null;
}

/** The member's account name: member info's, else the session's username. */
export function useAccountName(): string | undefined {
  const member = useAccountSelector(selectMember);
  const session = useAccountSelector(selectSessionInfo);
  return member?.account ?? session?.userName;
}
