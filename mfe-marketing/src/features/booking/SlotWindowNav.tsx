// Paging through the open times a window of days at a time (docs/architecture.md#d40): a polite
// status says which days are shown (and that they are loading), and "Earlier times" / "Later
// times" appear when there are more. The status stays on the page while a window loads, so
// screen readers hear each change; after a page turn the focus returns to the button pressed, or
// to the other one when the window is the last (or first) one.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';
import { windowStatus } from './slotGroups.ts';
import type { SlotsState } from './useSlots.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

type Direction = 'earlier' | 'later';

export function SlotWindowNav({ state, onPage }: { state: SlotsState; onPage(from: string): void }) {
  const earlier = useRef<HTMLButtonElement>(null);
  const later = useRef<HTMLButtonElement>(null);
  const paged = useRef<Direction | null>(null);
  const shown = state.status === 'ready' ? state.window : null;

  useEffect(() => {
    if (!shown || !paged.current) return;
    const [same, other] = paged.current === 'later' ? [later, earlier] : [earlier, later];
    (same.current ?? other.current)?.focus();
    paged.current = null;
  }, [shown]);

  const page = (direction: Direction, from: string) => {
    paged.current = direction;
    onPage(from);
  };

  return (
    <Bar>
      <p role="status" aria-live="polite" data-loading={state.status === 'loading' ? '' : undefined}>
        {state.status === 'loading' ? 'Loading open times…' : shown ? windowStatus(shown) : ''}
      </p>
      {shown && (shown.previousFrom || shown.nextFrom) ? (
        <Buttons role="group" aria-label="More open times">
          {shown.previousFrom ? (
            <Button ref={earlier} $variant="secondary" onClick={() => page('earlier', shown.previousFrom!)}>
              Earlier times
            </Button>
          ) : null}
          {shown.nextFrom ? (
            <Button ref={later} $variant="secondary" onClick={() => page('later', shown.nextFrom!)}>
              Later times
            </Button>
          ) : null}
        </Buttons>
      ) : null}
    </Bar>
  );
}
