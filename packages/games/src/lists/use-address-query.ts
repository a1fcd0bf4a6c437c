import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The page address's query, and a way to replace it (the page stays, no history entry is added).
 * React Router's own `useSearchParams` would do the same, but it would bring more of the router onto
 * the first screen's library chunk, which every page's library code joins.
 */
export function useAddressQuery(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const replace = useCallback(
    (next: URLSearchParams) => {
      const query = next.toString();
      void navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: true });
    },
    [navigate, pathname, hash],
  );
  return [params, replace];
}
