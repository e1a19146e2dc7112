// The open slots of a service, one window of days at a time: loaded when the service or the
// window changes and again on demand (after a slot was taken), grouped by day in the visitor's zone.
import { useCallback, useEffect, useState } from 'react';
import type { BookingService, SlotWindow } from '@firm/shared-contracts/booking';
import type { BookingApi } from './bookingApi.ts';
import { groupSlots, type SlotDay } from './slotGroups.ts';

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; days: SlotDay[]; starts: string[]; window: SlotWindow };

/** Slots from a function's answer: grouped, with the visitor's zone and the firm's, and their window. */
export function slotsState(answer: SlotWindow & { slots: string[]; timeZone: string }, visitorZone: string): SlotsState {
  const { windowStart, windowEnd, previousFrom, nextFrom } = answer;
  return {
    status: 'ready',
    starts: answer.slots,
    days: groupSlots(answer.slots, visitorZone, answer.timeZone),
    window: { windowStart, windowEnd, previousFrom, nextFrom },
  };
}

export function useSlots(
  api: BookingApi,
  service: BookingService | '',
  visitorZone: string,
  /** The window's first day; null for today's. */
  from: string | null,
): { state: SlotsState; reload(): void } {
  const [state, setState] = useState<SlotsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!service) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void api.slots(service, from).then((outcome) => {
      if (!current) return;
      setState(outcome.ok ? slotsState(outcome.data, visitorZone) : { status: 'error', message: outcome.message });
    });
    return () => {
      current = false;
    };
  }, [api, service, visitorZone, from, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
