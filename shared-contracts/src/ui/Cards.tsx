// Card grids with the staggered entrance every card section uses (0.1 s per card), which turns
// off entirely under prefers-reduced-motion. A grid sizes itself to its cards (fitGrid.ts): n
// cards fill the row or sit centred in it, never beside an empty column, and a last row that is
// not full is centred. The column count follows the grid's own width (a container query), so a
// grid in a narrow column behaves as one on a narrow screen.
import { Children, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme as siteTheme } from '../theme/tokens.ts';
import { gridSteps } from './fitGrid.ts';
import { staggerDelaySeconds, usePrefersReducedMotion } from './motion.ts';

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/** Space between cards, in px (the container queries need it as a number). */
export const CARD_GAP_PX = parseInt(siteTheme.space[6], 10);

/** The narrowest a card gets before its grid drops a column, unless a grid says otherwise. */
export const DEFAULT_CARD_MIN_PX = 260;

// The frame is what the column count is measured against: its width, not the screen's.
const Frame = styled.div`
  container-type: inline-size;
`;

const List = styled.ul<{ $count: number; $min: number; $max?: number }>`
  --cols: 1;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${CARD_GAP_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
  & > * {
    flex: 0 0 calc((100% - (var(--cols) - 1) * ${CARD_GAP_PX}px) / var(--cols));
    min-width: 0;
    ${({ $max }) => ($max ? css`max-width: ${$max}px;` : '')}
  }
  ${({ $count, $min }) =>
    gridSteps($count, $min, CARD_GAP_PX)
      .slice(1)
      .map((step) => `@container (min-width: ${step.minWidth}px) { --cols: ${step.columns}; }`)
      .join('\n')}
`;

export interface CardGridProps extends ComponentPropsWithoutRef<'ul'> {
  children: ReactNode;
  /** The narrowest a card may be (px) before the grid drops a column; 260 by default. */
  min?: number;
  /** The widest a card may grow (px); a row of narrower cards is centred. */
  max?: number;
  /** A description list (dl, its items div-wrapped dt/dd pairs) instead of a list. */
  element?: 'ul' | 'dl';
}

/** A list of cards; each child is one item (a Card, or an li or dl group of the caller's own). */
export function CardGrid({ children, min = DEFAULT_CARD_MIN_PX, max, element = 'ul', ...rest }: CardGridProps) {
  const count = Children.toArray(children).length;
  return (
    <Frame>
      <List {...rest} as={element} $count={count} $min={min} $max={max} data-card-grid={count}>
        {children}
      </List>
    </Frame>
  );
}

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
