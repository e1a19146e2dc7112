// Mounts one remote's App for the subtree it owns, with its own Suspense and error boundary.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner, type RemoteName, type RuntimeConfig } from '@firm/shared-contracts';
import { loadRemoteApp } from './loadRemoteApp.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

interface Props {
  remote: RemoteName;
  basePath: string;
  runtimeConfig: RuntimeConfig;
}

export function RemoteRoute({ remote, basePath, runtimeConfig }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // A new lazy() per attempt: React keeps a rejected lazy() for good (docs/architecture.md#d26).
  const RemoteApp = useMemo(() => lazy(() => loadRemoteApp(remote, attempt > 0)), [remote, attempt]);
  return (
    <RemoteErrorBoundary remote={remote} resetKey={pathname} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <RemoteApp basePath={basePath} runtimeConfig={runtimeConfig} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
