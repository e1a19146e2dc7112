// The access guard of /admin/*: waits for the session check, sends strangers to the sign-in
// (remembering where they were going) and checks the access level of the route (access.ts).
// By default it requires admin; the portal as a whole is opened to staff (access.ts). A signed-in
// user who is not staff at all is told why and offered Sign Out (LockedOut), as no page will let
// them in and the portal's own Sign Out is part of the frame they never reach.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { actorOf, useAuth } from '@firm/shared-contracts/auth';
import { ACCESS_DENIED, deniedMessage, isLockedOut, lockedOutMessage, needsAccountCheck, type AccessLevel, type PortalAccess } from './access.ts';
import { loadPortalAccess } from './accountApi.ts';
import { useSignOut } from './useSignOut.ts';

const Denied = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space[24]} auto;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow-wrap: anywhere;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.red};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export function AccessDenied({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Denied role="alert">
      <h1>{ACCESS_DENIED.title}</h1>
      <p>{message}</p>
      {children}
    </Denied>
  );
}

export type CheckAccess = () => Promise<PortalAccess>;

/** The screen of a signed-in user no page lets in: why, who they are signed in as, and Sign Out. */
function LockedOut({ checkAccess }: { checkAccess: CheckAccess }) {
  const auth = useAuth();
  const actor = actorOf(auth);
  const ask = needsAccountCheck(actor);
  const answer = useAsync(() => (ask ? checkAccess() : Promise.resolve(null)), [ask, auth.user?.id]);
  const { signOut, signingOut } = useSignOut();
  if (ask && answer.status === 'loading') return <Spinner label="Checking your account..." />;
  const message = lockedOutMessage(actor, ask && answer.status === 'success' ? answer.data : null);
  return (
    <AccessDenied message={message}>
      {auth.user?.email ? <p>Signed in as {auth.user.email}.</p> : null}
      <Button onClick={() => void signOut()} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </Button>
    </AccessDenied>
  );
}

export function RequireAuth({ access = 'admin', checkAccess = loadPortalAccess }: { access?: AccessLevel; checkAccess?: CheckAccess }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.initializing || (auth.user && auth.profileLoading)) return <Spinner label="Checking authentication..." />;
  if (!auth.user) return <Navigate to="/admin/login" replace state={{ from: location }} />;
  const actor = actorOf(auth);
  if (isLockedOut(actor)) return <LockedOut checkAccess={checkAccess} />;
  const denied = deniedMessage(actor, access);
  if (denied) return <AccessDenied message={denied} />;
  return <Outlet />;
}
