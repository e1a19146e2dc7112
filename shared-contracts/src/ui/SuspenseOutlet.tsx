// Where a remote's routes render: a part of a page that suspends (code or data it waits for) shows
// a spinner, not a blank page. The shell nests every remote's routes in one, and so do a remote
// running alone and the tests of a remote's routes.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from './Spinner.tsx';

export function SuspenseOutlet() {
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <Outlet />
    </Suspense>
  );
}
