// The access guard of /admin/*: waits for the session check, sends strangers to the sign-in
// (remembering where they were going) and requires admin rights by default (admin spec §2).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { actorOf, isAdmin, isSuperAdmin, Spinner, useAuth } from '@firm/shared-contracts';

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

export function RequireAuth({ requireSuperAdmin = false }: { requireSuperAdmin?: boolean }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.initializing || (auth.user && auth.profileLoading)) return <Spinner label="Checking authentication..." />;
  if (!auth.user) return <Navigate to="/admin/login" replace state={{ from: location }} />;
  const actor = actorOf(auth);
  if (requireSuperAdmin && !isSuperAdmin(actor)) {
    return (
      <Denied role="alert">
        <h1>Access Denied</h1>
        <p>You need super admin privileges to access this page.</p>
      </Denied>
    );
  }
  if (!isAdmin(actor)) {
    return (
      <Denied role="alert">
        <h1>Access Denied</h1>
        <p>You need admin privileges to access this page.</p>
      </Denied>
    );
  }
  return <Outlet />;
}
