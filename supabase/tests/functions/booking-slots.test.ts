// The slot computation (supabase/functions/_shared/booking/slots.ts) on hand-worked cases. Every
// expected instant was worked out by hand from the firm's clock: Pacific Standard Time is UTC-8,
// Pacific Daylight Time UTC-7; in 2026 daylight time starts Sunday March 8 at 2:00 AM (clocks jump
// to 3:00) and ends Sunday November 1 at 2:00 AM (clocks go back to 1:00); in 2027 it ends Sunday
// November 7.
import { describe, expect, it } from 'vitest';
import { checkSlot, openSlots, slotWindow, wallClock, windowOfSlots, type Schedule, type ScheduleStaff } from '../../functions/_shared/booking/slots.ts';

const ZONE = 'America/Los_Angeles';
const A = 'staff-a';
const B = 'staff-b';

function staff(id: string, hours: ScheduleStaff['hours'], daysOff: string[] = []): ScheduleStaff {
  return { id, name: id, hours, daysOff };
}

/** Tuesdays 9:00 to 11:00 AM on the firm's clock. */
const TUESDAY_MORNINGS = [{ weekday: 2, start: '09:00', end: '11:00' }];

function schedule(partial: Omit<Partial<Schedule>, 'settings'> & { settings?: Partial<Schedule['settings']> }): Schedule {
  return {
    settings: { bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 2, ...partial.settings },
    staff: partial.staff ?? [staff(A, TUESDAY_MORNINGS)],
    bookings: partial.bookings ?? [],
  };
}

const starts = (s: Schedule, now: string) => openSlots(s, { now: new Date(now), timeZone: ZONE, slotMinutes: 30 }).map((slot) => slot.start);
const check = (s: Schedule, now: string, start: string) => checkSlot(s, start, { now: new Date(now), timeZone: ZONE, slotMinutes: 30 });

// Monday December 7, 2026, midnight PST.
const MONDAY_MIDNIGHT = '2026-12-07T08:00:00.000Z';

describe('open slots', () => {
  it('offers each half hour inside the weekly hours', () => {
    // Tuesday Dec 8, 9:00-11:00 PST = 17:00-19:00 UTC: four calls of 30 minutes.
    expect(starts(schedule({}), MONDAY_MIDNIGHT)).toEqual([
      '2026-12-08T17:00:00.000Z',
      '2026-12-08T17:30:00.000Z',
      '2026-12-08T18:00:00.000Z',
      '2026-12-08T18:30:00.000Z',
    ]);
  });

  it('keeps the buffer after a booked call and after the new one', () => {
    // Booked 9:30-10:00 PST with a 15-minute buffer: busy 17:30-18:15 UTC.
    // 9:00 would run with its buffer to 9:45, into the booking; 10:00 starts inside its buffer.
    const booked = schedule({
      settings: { bufferMinutes: 15 },
      bookings: [{ staffId: A, start: '2026-12-08T17:30:00Z', blockedUntil: '2026-12-08T18:15:00Z' }],
    });
    expect(starts(booked, MONDAY_MIDNIGHT)).toEqual(['2026-12-08T18:30:00.000Z']);
  });

  it('offers a booked time while another staff member is free for it', () => {
    const two = schedule({
      staff: [staff(A, TUESDAY_MORNINGS), staff(B, TUESDAY_MORNINGS)],
      bookings: [{ staffId: A, start: '2026-12-08T17:00:00Z', blockedUntil: '2026-12-08T17:30:00Z' }],
    });
    const slots = openSlots(two, { now: new Date(MONDAY_MIDNIGHT), timeZone: ZONE, slotMinutes: 30 });
    expect(slots[0]).toEqual({ start: '2026-12-08T17:00:00.000Z', staffIds: [B] });
    expect(slots[1]).toEqual({ start: '2026-12-08T17:30:00.000Z', staffIds: [A, B] });
  });

  it('starts no sooner than the minimum notice, on the next half hour', () => {
    // Tuesday 7:10 AM PST (15:10 UTC) with 2 hours' notice: earliest 9:10, so 9:30 is first.
    expect(starts(schedule({ settings: { minNoticeMinutes: 120 } }), '2026-12-08T15:10:00Z')).toEqual([
      '2026-12-08T17:30:00.000Z',
      '2026-12-08T18:00:00.000Z',
      '2026-12-08T18:30:00.000Z',
    ]);
  });

  it('looks only as far ahead as the horizon', () => {
    // From Monday midnight PST, one day ahead ends before Tuesday's hours.
    expect(starts(schedule({ settings: { horizonDays: 1 } }), MONDAY_MIDNIGHT)).toEqual([]);
    // 9:00-9:30 each weekday for 14 days from Monday Dec 7: Dec 7-11 and Dec 14-18.
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '09:30' }));
    const fortnight = starts(schedule({ settings: { horizonDays: 14 }, staff: [staff(A, weekdays)] }), MONDAY_MIDNIGHT);
    expect(fortnight).toEqual(
      ['07', '08', '09', '10', '11', '14', '15', '16', '17', '18'].map((day) => `2026-12-${day}T17:00:00.000Z`),
    );
  });

  it('offers nothing on a day off', () => {
    expect(starts(schedule({ staff: [staff(A, TUESDAY_MORNINGS, ['2026-12-08'])] }), MONDAY_MIDNIGHT)).toEqual([]);
  });

  it('reads weekly hours on the firm\'s clock across the November change', () => {
    // Mondays 9:00-10:00. Oct 26 is still PDT (UTC-7): 16:00 UTC; Nov 2 is PST (UTC-8): 17:00 UTC.
    const mondays = schedule({ settings: { horizonDays: 14 }, staff: [staff(A, [{ weekday: 1, start: '09:00', end: '10:00' }])] });
    expect(starts(mondays, '2026-10-25T07:00:00Z')).toEqual([
      '2026-10-26T16:00:00.000Z',
      '2026-10-26T16:30:00.000Z',
      '2026-11-02T17:00:00.000Z',
      '2026-11-02T17:30:00.000Z',
    ]);
  });

  it('keeps both 1:00-2:00 AM hours of November 1, and creates no other slot', () => {
    // Sunday Nov 1, 12:00-4:00 AM: 12:00 and 12:30 PDT, 1:00 and 1:30 PDT, 1:00 and 1:30 PST
    // again, then 2:00 to 3:30 PST: ten real half hours (4 h 30 min passed on the clock's 4 h).
    const night = schedule({ staff: [staff(A, [{ weekday: 0, start: '00:00', end: '04:00' }])] });
    expect(starts(night, '2026-10-31T07:00:00Z')).toEqual([
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T07:30:00.000Z',
      '2026-11-01T08:00:00.000Z',
      '2026-11-01T08:30:00.000Z',
      '2026-11-01T09:00:00.000Z',
      '2026-11-01T09:30:00.000Z',
      '2026-11-01T10:00:00.000Z',
      '2026-11-01T10:30:00.000Z',
      '2026-11-01T11:00:00.000Z',
      '2026-11-01T11:30:00.000Z',
    ]);
  });

  it('skips the 2:00-3:00 AM hour that March 8 does not have, and loses no other slot', () => {
    // Sunday Mar 8, 12:00-4:00 AM: 12:00-1:30 PST (08:00-09:30 UTC), then the clock jumps from
    // 2:00 PST to 3:00 PDT, so 3:00 and 3:30 PDT (10:00, 10:30 UTC): six real half hours.
    const night = schedule({ staff: [staff(A, [{ weekday: 0, start: '00:00', end: '04:00' }])] });
    expect(starts(night, '2026-03-07T08:00:00Z')).toEqual([
      '2026-03-08T08:00:00.000Z',
      '2026-03-08T08:30:00.000Z',
      '2026-03-08T09:00:00.000Z',
      '2026-03-08T09:30:00.000Z',
      '2026-03-08T10:00:00.000Z',
      '2026-03-08T10:30:00.000Z',
    ]);
  });

  it('reads Monday 9 AM the week before and after the March change as 17:00 and 16:00 UTC', () => {
    const mondays = schedule({ settings: { horizonDays: 14 }, staff: [staff(A, [{ weekday: 1, start: '09:00', end: '09:30' }])] });
    expect(starts(mondays, '2026-03-01T08:00:00Z')).toEqual(['2026-03-02T17:00:00.000Z', '2026-03-09T16:00:00.000Z']);
  });
});

describe('a requested slot', () => {
  const booked = schedule({ bookings: [{ staffId: A, start: '2026-12-08T17:00:00Z', blockedUntil: '2026-12-08T17:30:00Z' }] });

  it('is accepted when open, with the staff free for it', () => {
    expect(check(booked, MONDAY_MIDNIGHT, '2026-12-08T17:30:00Z')).toEqual({ ok: true, start: Date.parse('2026-12-08T17:30:00Z'), staffIds: [A] });
  });

  it('is refused as taken, past or outside the hours', () => {
    expect(check(booked, MONDAY_MIDNIGHT, '2026-12-08T17:00:00Z')).toEqual({ ok: false, reason: 'taken' });
    expect(check(booked, '2026-12-08T18:10:00Z', '2026-12-08T18:00:00Z')).toEqual({ ok: false, reason: 'past' });
    // 11:00 AM is after the hours; 9:15 is not on the half-hour grid; Wednesday has no hours.
    expect(check(booked, MONDAY_MIDNIGHT, '2026-12-08T19:00:00Z')).toEqual({ ok: false, reason: 'outside' });
    expect(check(booked, MONDAY_MIDNIGHT, '2026-12-08T17:15:00Z')).toEqual({ ok: false, reason: 'outside' });
    expect(check(booked, MONDAY_MIDNIGHT, '2026-12-09T17:00:00Z')).toEqual({ ok: false, reason: 'outside' });
    // Within the notice, and beyond the horizon.
    expect(check(schedule({ settings: { minNoticeMinutes: 240 } }), '2026-12-08T15:00:00Z', '2026-12-08T18:30:00Z')).toEqual({ ok: false, reason: 'outside' });
    expect(check(schedule({ settings: { horizonDays: 1 } }), MONDAY_MIDNIGHT, '2026-12-08T17:00:00Z')).toEqual({ ok: false, reason: 'outside' });
  });
});

describe('the firm\'s clock', () => {
  it('reads a call booked across the November change at the wall-clock time it was offered at', () => {
    // Booked on Thursday Oct 29 (PDT) for Monday Nov 2 at 9:00 AM: after the change that is 17:00 UTC.
    expect(wallClock(Date.parse('2026-11-02T17:00:00Z'), ZONE)).toEqual({ date: '2026-11-02', weekday: 1, minutes: 9 * 60 });
    expect(wallClock(Date.parse('2026-10-26T16:00:00Z'), ZONE)).toEqual({ date: '2026-10-26', weekday: 1, minutes: 9 * 60 });
  });
});

describe('a window of days', () => {
  // Tuesday November 24, 2026, 10:00 AM PST (18:00 UTC), with the calendar a year ahead: the
  // horizon's last instant is Wednesday November 24, 2027, 9:59 AM PST, so that is the last day.
  const NOW = new Date('2026-11-24T18:00:00Z');
  const YEAR = { bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 365 };
  const window = (from: string | null, settings = YEAR) => slotWindow(settings, NOW, ZONE, from);

  it('starts today by default and names the next window', () => {
    expect(window(null)).toEqual({ windowStart: '2026-11-24', windowEnd: '2026-12-07', previousFrom: null, nextFrom: '2026-12-08' });
  });

  it('starts on the day asked for, a fortnight long, across the November 2027 change', () => {
    // Nov 5 + 13 days = Nov 18; the window before starts 14 days earlier, Oct 22.
    expect(window('2027-11-05')).toEqual({ windowStart: '2027-11-05', windowEnd: '2027-11-18', previousFrom: '2027-10-22', nextFrom: '2027-11-19' });
  });

  it('goes back no further than today, and starts a day in the past today', () => {
    // Nov 30 - 14 days = Nov 16, before today: the window before is today's.
    expect(window('2026-11-30').previousFrom).toBe('2026-11-24');
    expect(window('2026-11-01')).toEqual(window(null));
  });

  it('ends at the horizon', () => {
    // Nov 19 + 13 days would be Dec 2; the horizon ends on Nov 24, and nothing is later.
    expect(window('2027-11-19')).toEqual({ windowStart: '2027-11-19', windowEnd: '2027-11-24', previousFrom: '2027-11-05', nextFrom: null });
    // The window that ends the day before the horizon's last day still has one after it.
    expect(window('2027-11-10')).toEqual({ windowStart: '2027-11-10', windowEnd: '2027-11-23', previousFrom: '2027-10-27', nextFrom: '2027-11-24' });
    // A day past the horizon opens the last full window: Nov 24 - 13 days = Nov 11.
    expect(window('2028-01-04')).toEqual({ windowStart: '2027-11-11', windowEnd: '2027-11-24', previousFrom: '2027-10-28', nextFrom: null });
  });

  it('with the default 14 days ahead, pages once, to the morning of the fifteenth day', () => {
    // 14 x 24 hours from 10:00 AM Nov 24 reaches 10:00 AM Tuesday Dec 8.
    const fortnight = { ...YEAR, horizonDays: 14 };
    expect(window(null, fortnight)).toEqual({ windowStart: '2026-11-24', windowEnd: '2026-12-07', previousFrom: null, nextFrom: '2026-12-08' });
    expect(window('2026-12-08', fortnight)).toEqual({ windowStart: '2026-12-08', windowEnd: '2026-12-08', previousFrom: '2026-11-24', nextFrom: null });
  });

  it('holds the slots of its days on the firm\'s clock, 9:00 AM being 16:00 UTC before the change and 17:00 after', () => {
    // Weekdays 9:00-10:00 AM. From Friday Nov 5, 2027: Fri 5 (PDT, UTC-7) then, after the change
    // on Sunday Nov 7, Mon 8 to Thu 18 (PST, UTC-8); the weekend has no hours.
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '10:00' }));
    const year = schedule({ settings: YEAR, staff: [staff(A, weekdays)] });
    const listed = windowOfSlots(year, { now: NOW, timeZone: ZONE, slotMinutes: 30 }, '2027-11-05');
    expect(listed.windowStart).toBe('2027-11-05');
    expect(listed.slots.slice(0, 4)).toEqual(['2027-11-05T16:00:00.000Z', '2027-11-05T16:30:00.000Z', '2027-11-08T17:00:00.000Z', '2027-11-08T17:30:00.000Z']);
    // Ten weekdays (Nov 5, 8-12, 15-18), two slots each; the last is Thursday Nov 18, 9:30 PST.
    expect(listed.slots).toHaveLength(20);
    expect(listed.slots.at(-1)).toBe('2027-11-18T17:30:00.000Z');
  });

  it('takes the whole 25 hours of November 7, 2027, and nothing of the days beside it', () => {
    // Around the clock every day; a one-day window of Sunday Nov 7: 12:00 AM PDT (07:00 UTC) to
    // 11:30 PM PST (Nov 8, 07:30 UTC), 1:00-2:00 AM twice: 50 half hours.
    const always = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
    const year = schedule({ settings: YEAR, staff: [staff(A, always)] });
    const sunday = openSlots(year, { now: NOW, timeZone: ZONE, slotMinutes: 30 }, { windowStart: '2027-11-07', windowEnd: '2027-11-07' });
    expect(sunday).toHaveLength(50);
    expect(sunday[0]!.start).toBe('2027-11-07T07:00:00.000Z');
    expect(sunday.at(-1)!.start).toBe('2027-11-08T07:30:00.000Z');
  });

  it('stops at the horizon inside its last day', () => {
    // The last day, Wednesday Nov 24, 2027: slots start before 10:00 AM PST (18:00 UTC) only.
    const always = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
    const year = schedule({ settings: YEAR, staff: [staff(A, always)] });
    const last = windowOfSlots(year, { now: NOW, timeZone: ZONE, slotMinutes: 30 }, '2027-11-24');
    expect(last.windowEnd).toBe('2027-11-24');
    expect(last.slots.at(-1)).toBe('2027-11-24T17:30:00.000Z');
    // A slot that far ahead is accepted when booked.
    expect(check(year, NOW.toISOString(), '2027-11-24T17:30:00Z')).toMatchObject({ ok: true });
    expect(check(year, NOW.toISOString(), '2027-11-24T18:00:00Z')).toEqual({ ok: false, reason: 'outside' });
  });
});
