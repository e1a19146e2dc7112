// Card grids with the staggered entrance every card section uses (0.1 s per card), which turns
// off entirely under prefers-reduced-motion.
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { staggerDelaySeconds, usePrefersReducedMotion } from './motion.ts';

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '260px' }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardItem = styled.li<{ $delay: number; $animate: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${({ $animate }) => ($animate ? enter : 'none')} 0.4s ease both;
  animation-delay: ${({ $delay }) => `${$delay}s`};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

interface CardProps {
  /** Position in its grid; sets the entrance delay. */
  index: number;
  children: ReactNode;
  className?: string;
}

export function Card({ index, children, className }: CardProps) {
  const reduced = usePrefersReducedMotion();
  const delay = staggerDelaySeconds(index, reduced);
  return (
    <CardItem className={className} $delay={delay} $animate={!reduced} data-stagger-delay={delay}>
      {children}
    </CardItem>
  );
}
