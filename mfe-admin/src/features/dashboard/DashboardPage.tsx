// /admin: the signed-in landing screen of the portal.
import styled from 'styled-components';
import { Button, useAuth, usePageMeta } from '@firm/shared-contracts';

const Bar = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.paper};
`;

/** 'Welcome, {first name}', or 'Welcome, Admin' without a name (DECISIONS 14). */
export function welcomeText(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return `Welcome, ${first || 'Admin'}`;
}

export function DashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', noindex: true });
  const auth = useAuth();
  return (
    <>
      <Bar>
        <strong>{welcomeText(auth.profile?.full_name)}</strong>
        <Button $variant="light" onClick={() => void auth.signOut()}>
          Sign Out
        </Button>
      </Bar>
      <main style={{ padding: 24 }}>
        <h1>Dashboard</h1>
      </main>
    </>
  );
}
