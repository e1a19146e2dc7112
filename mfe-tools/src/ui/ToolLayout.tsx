// The frame of every calculator page: hero, the tool on a mist section, the closing call to action.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, CtaBand, PageHero, Section, media } from '@firm/shared-contracts';

export const ToolCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  > *,
  > section > * {
    min-width: 0;
  }
  > section {
    display: grid;
    gap: ${({ theme }) => theme.space[6]};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[4]};
    gap: ${({ theme }) => theme.space[6]};
  }
  h2,
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2:focus {
    outline: none;
  }
`;

export const ResultHeadline = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  > div {
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.card};
    background: ${({ theme }) => theme.color.mist};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
  max-width: ${({ theme }) => theme.layout.textColumn};
`;

interface Props {
  title: string;
  lead: string;
  children: ReactNode;
  cta: { title: string; text: string };
}

export function ToolLayout({ title, lead, children, cta }: Props) {
  return (
    <>
      <PageHero eyebrow="Free Tool" title={title} lead={lead} />
      <Section $tone="mist" aria-label="Calculator">
        <Container>{children}</Container>
      </Section>
      <CtaBand title={cta.title} text={cta.text} primary={{ to: '/contact', label: 'Talk to Our Team' }} />
    </>
  );
}
