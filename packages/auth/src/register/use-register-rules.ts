import { useCallback, useState } from 'react';
import type { RegisterFieldRule } from '@lotto/api-client';
import { useAuthDispatch } from '../state/hooks';
import { reloadRegisterRules, RULE_REFUSAL_CODES } from './reload-register-rules';

/**
 * The register rules a form applies: the status call's at start (undefined: the form reads the
 * common data), the platform's current ones after it refused a field. One request per refusal,
 * made by the player's tap, never a loop.
 */
export function useRegisterRules() {
  const dispatch = useAuthDispatch();
  const [rules, setRules] = useState<Record<string, RegisterFieldRule> | undefined>(undefined);

  const afterRefusal = useCallback(
    (errorCode: string | undefined) => {
      if (errorCode === undefined || !RULE_REFUSAL_CODES.has(errorCode)) return;
      void dispatch(reloadRegisterRules())
        .unwrap()
        .then(
          (fresh) => {
            if (fresh) setRules(fresh);
          },
          // Unanswered: the form keeps the rules it has, and the platform keeps checking.
          () => undefined,
        );
    },
    [dispatch],
  );

  return { rules, afterRefusal };
}
