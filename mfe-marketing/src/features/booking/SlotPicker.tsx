// The slot picker: a list of buttons grouped by day, each day under its own heading, so it works
// with a keyboard (Tab to a time, Enter or Space to pick it) and a screen reader (headings to jump
// between days, a pressed state on the chosen time) and wraps to the width of a phone.
import styled from 'styled-components';
import { siteConfig } from '@firm/shared-contracts';
import type { SlotDay } from './slotGroups.ts';

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const DayHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.ink};
`;

const Times = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const TimeButton = styled.button`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.ledger};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.ledger};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-align: center;
  small {
    display: block;
    font-weight: 400;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.ledger};
    color: ${({ theme }) => theme.color.paper};
    small {
      color: inherit;
    }
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export interface SlotPickerProps {
  days: SlotDay[];
  selected: string | null;
  onSelect(start: string): void;
  /** Prefix of the day headings' ids (two pickers may share a page). */
  idPrefix?: string;
}

export function SlotPicker({ days, selected, onSelect, idPrefix = 'slots' }: SlotPickerProps) {
  return (
    <Days>
      {days.map((day) => (
        <section key={day.day} aria-labelledby={`${idPrefix}-${day.day}`}>
          <DayHeading id={`${idPrefix}-${day.day}`}>{day.heading}</DayHeading>
          <Times>
            {day.slots.map((slot) => (
              <li key={slot.start}>
                <TimeButton type="button" aria-pressed={selected === slot.start} onClick={() => onSelect(slot.start)} data-start={slot.start}>
                  {slot.label}
                  {slot.firmLabel ? <small>{slot.firmLabel} in {siteConfig.address.city}</small> : null}
                </TimeButton>
              </li>
            ))}
          </Times>
        </section>
      ))}
    </Days>
  );
}
