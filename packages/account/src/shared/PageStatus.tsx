import type { ReactNode } from 'react';
import { Button, Spinner } from '@lotto/ui';

/** While a page's data is on its way: the spinner and what is coming, announced once. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="acct-status" aria-busy="true">
      <Spinner size="small" label={label} autoHideMs={false} />
      <p className="acct-status__text">{label}</p>
    </div>
  );
}

/** A call that failed: said so, with a way to ask again. */
export function ErrorState({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="acct-status" role="alert">
      <p className="acct-status__text">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** Nothing to show: an honest line and a way on. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="acct-status">
      <p className="acct-status__text">{message}</p>
      {action}
    </div>
  );
}
