// Title and lead of a content section, centred or left-aligned.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header<{ $center: boolean }>`
  margin-bottom: ${({ theme }) => theme.space[8]};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.heading};
    color: inherit;
  }
  p {
    margin: ${({ $center }) => ($center ? '0 auto' : '0')};
    max-width: ${({ theme }) => theme.layout.textColumn};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export function SectionHeader({ id, title, lead, center = true }: { id: string; title: ReactNode; lead?: ReactNode; center?: boolean }) {
  return (
    <Header $center={center}>
      <h2 id={id}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
    </Header>
  );
}
