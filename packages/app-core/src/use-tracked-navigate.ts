import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { carryTrackedQuery, readSavedTrackedQuery, saveTrackedQuery } from './tracked-query';

export interface TrackedNavigateOptions extends NavigateOptions {
  /** Further query names to carry, beyond the tracked ones. */
  carry?: readonly string[];
}

/** `navigate` that carries the tracked query parameters on every push or replace (spec 000 §9). */
export function useTrackedNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (target: string, options: TrackedNavigateOptions = {}) => {
      const { carry, ...navigateOptions } = options;
      // A caller's own names are kept like the fixed ones, so a later page that lost them still carries them.
      if (carry?.length) saveTrackedQuery(location.search, carry);
      const to = carryTrackedQuery(target, location.search, { extraNames: carry, saved: readSavedTrackedQuery() });
      void navigate(to, navigateOptions);
    },
    [navigate, location.search],
  );
}

/** The same rule for links, so an anchor's address matches where a tap goes. */
export function useTrackedHref(target: string): string {
  const location = useLocation();
  return carryTrackedQuery(target, location.search, { saved: readSavedTrackedQuery() });
}
