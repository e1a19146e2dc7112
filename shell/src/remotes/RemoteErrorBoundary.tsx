// Catches a remote that cannot be fetched or throws, inside the normal layout, with a Retry
// that really loads the remote again. The rest of the site keeps working.
import type { ReactNode } from 'react';
import { ResettableErrorBoundary, type RemoteName } from '@firm/shared-contracts';
import { RemoteFailure } from './RemoteFailure.tsx';

interface Props {
  remote: RemoteName;
  /** When this changes (a navigation), a caught error is cleared. */
  resetKey: string;
  onRetry(): void;
  children: ReactNode;
}

export function RemoteErrorBoundary({ remote, resetKey, onRetry, children }: Props) {
  return (
    <ResettableErrorBoundary
      resetKey={resetKey}
      onError={(error, info) => console.error(`The ${remote} remote failed:`, error, info.componentStack)}
      fallback={(error, reset) => (
        <RemoteFailure
          remote={remote}
          error={error}
          onRetry={() => {
            reset();
            onRetry();
          }}
        />
      )}
    >
      {children}
    </ResettableErrorBoundary>
  );
}
