// The frame of the portal's pages outside the access guard (sign-in, forgotten password, setting a
// password from a mailed link): one card on the dark page, a heading and a way back.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.ink};
`;

const Card = styled.div`
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow-wrap: anywhere;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.color.slate};
  }
`;

export const CardLinks = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.xs};
  a {
    color: ${({ theme }) => theme.color.ledger};
  }
`;

export const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.mist};
  color: ${({ theme }) => theme.color.graphite};
  overflow-wrap: anywhere;
`;

export function AuthCard({ titleId, title, lead, children }: { titleId: string; title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <Card>
        <h1 id={titleId}>{title}</h1>
        <p>{lead}</p>
        {children}
      </Card>
    </Page>
  );
}
