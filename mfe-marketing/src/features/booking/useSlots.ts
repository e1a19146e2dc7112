// The open slots of a service, loaded when the service is chosen and again on demand (after a
// slot was taken), grouped by day in the visitor's zone.
import { useCallback, useEffect, useState } from 'react';
import type { BookingService } from '@firm/shared-contracts/booking';
import type { BookingApi } from './bookingApi.ts';
import { groupSlots, type SlotDay } from './slotGroups.ts';

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; days: SlotDay[]; starts: string[] };

/** Slots from a function's answer: grouped, with the visitor's zone and the firm's. */
export function slotsState(starts: string[], visitorZone: string, firmZone: string): SlotsState {
  return { status: 'ready', starts, days: groupSlots(starts, visitorZone, firmZone) };
}

export function useSlots(api: BookingApi, service: BookingService | '', visitorZone: string): { state: SlotsState; reload(): void } {
  const [state, setState] = useState<SlotsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!service) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void api.slots(service).then((outcome) => {
      if (!current) return;
      setState(outcome.ok ? slotsState(outcome.data.slots, visitorZone, outcome.data.timeZone) : { status: 'error', message: outcome.message });
    });
    return () => {
      current = false;
    };
  }, [api, service, visitorZone, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
