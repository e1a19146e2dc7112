// The open slots of a service, one window of days at a time: loaded when the service or the
// window changes and again on demand (after a slot was taken), grouped by day in the visitor's zone.
import { useMemo, useSyncExternalStore } from 'react';
import { useAsync } from '@firm/shared-contracts/data';
import type { BookingService, SlotWindow } from '@firm/shared-contracts/booking';
import { visitorTimeZone, type BookingApi } from './bookingApi.ts';
import { groupSlots, type SlotDay } from './slotGroups.ts';

// A device's zone does not change while a page is open.
const noChanges = () => () => undefined;

/**
 * The zone times are shown in: `timeZone` when given, else the device's. A rendered copy shows
 * the firm's zone (the server knows no visitor), and so does the first frame of the browser that
 * hydrates it; the visitor's own follows at once.
 */
export function useVisitorTimeZone(timeZone: string | undefined, firmZone: string): string {
  const deviceZone = useSyncExternalStore(
    noChanges,
    () => visitorTimeZone(firmZone),
    () => firmZone,
  );
  return timeZone ?? deviceZone;
}

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; days: SlotDay[]; window: SlotWindow };

/** Slots from a function's answer: grouped, with the visitor's zone and the firm's, and their window. */
export function slotsState(answer: SlotWindow & { slots: string[]; timeZone: string }, visitorZone: string): SlotsState {
  const { windowStart, windowEnd, previousFrom, nextFrom } = answer;
  return {
    status: 'ready',
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
  // api.slots answers a refusal as an outcome rather than throwing, so the read itself never fails.
  const read = useAsync(() => (service ? api.slots(service, from) : Promise.resolve(null)), [api, service, from]);
  const outcome = read.status === 'success' ? read.data : undefined;
  const failure = read.status === 'error' ? read.error.message : undefined;
  // One state object per answer, so what shows it (the window's paging) sees a change only when there is one.
  const state = useMemo<SlotsState>(() => {
    if (!service) return { status: 'idle' };
    if (failure !== undefined) return { status: 'error', message: failure };
    if (outcome === undefined) return { status: 'loading' };
    if (outcome === null) return { status: 'idle' };
    return outcome.ok ? slotsState(outcome.data, visitorZone) : { status: 'error', message: outcome.message };
  }, [service, outcome, failure, visitorZone]);
  return { state, reload: read.retry };
}
