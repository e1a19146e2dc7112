// The access guard of /admin/*: waits for the session check, sends strangers to the sign-in
// (remembering where they were going) and checks the access level of the route (access.ts).
// By default it requires admin; the portal as a whole is opened to staff (access.ts).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@firm/shared-contracts';
import { actorOf, useAuth } from '@firm/shared-contracts/auth';
import { ACCESS_DENIED, deniedMessage, type AccessLevel } from './access.ts';

const Denied = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space[24]} auto;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.red};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export function AccessDenied({ message }: { message: string }) {
  return (
    <Denied role="alert">
      <h1>{ACCESS_DENIED.title}</h1>
      <p>{message}</p>
    </Denied>
  );
}

export function RequireAuth({ access = 'admin' }: { access?: AccessLevel }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.initializing || (auth.user && auth.profileLoading)) return <Spinner label="Checking authentication..." />;
  if (!auth.user) return <Navigate to="/admin/login" replace state={{ from: location }} />;
  const denied = deniedMessage(actorOf(auth), access);
  if (denied) return <AccessDenied message={denied} />;
  return <Outlet />;
}
