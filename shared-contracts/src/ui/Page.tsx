// Page scaffolding every remote uses: a content-width container, sections that alternate paper
// and mist, and the page hero (light, or the ink-navy dark hero of contact, legal and case studies).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/tokens.ts';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[6]};
  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`;

export type SectionTone = 'paper' | 'mist' | 'ink';

export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme, $tone = 'paper' }) => theme.color[$tone]};
  color: ${({ theme, $tone }) => ($tone === 'ink' ? theme.color.paper : theme.color.graphite)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[12]} 0;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  color: inherit;
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.textColumn};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const HeroSection = styled.section<{ $dark: boolean }>`
  /* Room for the fixed header above the hero text. */
  padding: calc(${({ theme }) => theme.space[24]} + 40px) 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme, $dark }) => ($dark ? theme.color.ink : theme.color.mist)};
  color: ${({ theme, $dark }) => ($dark ? theme.color.paper : theme.color.ink)};
  ${media.mobile} {
    padding: calc(${({ theme }) => theme.space[16]} + 40px) 0 ${({ theme }) => theme.space[12]};
  }
`;

const Eyebrow = styled.p<{ $dark: boolean }>`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $dark }) => ($dark ? theme.color.gold : theme.color.paper)};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const HeroTitle = styled.h1`
  color: inherit;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.display};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  ${media.mobile} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const HeroLead = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.textColumn};
  font-size: ${({ theme }) => theme.font.size.md};
`;

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** The ink-navy hero; the shell's header shows its light variant over it. */
  dark?: boolean;
  children?: ReactNode;
}

export function PageHero({ title, eyebrow, lead, dark = false, children }: PageHeroProps) {
  return (
    <HeroSection $dark={dark}>
      <Container>
        {eyebrow ? <Eyebrow $dark={dark}>{eyebrow}</Eyebrow> : null}
        <HeroTitle>{title}</HeroTitle>
        {lead ? <HeroLead>{lead}</HeroLead> : null}
        {children}
      </Container>
    </HeroSection>
  );
}
