// What a route's error boundary shows: which part of the site failed and a Retry. Retry navigates
// to the same address again, which runs the page's loaders again, clears a render error and, for
// a remote that could not be loaded, loads it afresh; the rest of the site keeps working.
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ownerOf, REMOTE_NAMES, type RemoteName } from '@firm/shared-contracts';
import { RemoteFailure } from './RemoteFailure.tsx';

function failedRemote(error: unknown, pathname: string): RemoteName {
  if (error instanceof Error && 'remote' in error && typeof error.remote === 'string') {
    const named = REMOTE_NAMES.find((name) => name === error.remote);
    if (named) return named;
  }
  return ownerOf(pathname).remote;
}

export function RouteFailure() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const remote = failedRemote(error, location.pathname);
  useEffect(() => {
    console.error(`The ${remote} remote failed:`, error);
  }, [remote, error]);
  return (
    <RemoteFailure
      remote={remote}
      error={error}
      onRetry={() => void navigate(location, { replace: true, state: location.state as unknown })}
    />
  );
}
