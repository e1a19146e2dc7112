import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@firm/shared-contracts';
import {
  BOOKING_MESSAGES,
  type BookingAnswer,
  type BookingHoldAnswer,
  type BookingService,
  type BookingSlots,
  type ManageView,
  type SlotWindow,
} from '@firm/shared-contracts/booking';
import type { BookingApi, Outcome } from './bookingApi.ts';
import { BookingPage } from './BookingPage.tsx';
import { ConfirmBookingPage } from './ConfirmBookingPage.tsx';
import { ManageBookingPage } from './ManageBookingPage.tsx';
import { groupSlots, windowStatus } from './slotGroups.ts';

// Tuesday Dec 8, 2026: 9:00 and 9:30 AM in Las Vegas are noon and 12:30 PM in New York;
// Wednesday Dec 9, 10:00 AM in Las Vegas is 1:00 PM in New York.
const SLOTS = ['2026-12-08T17:00:00.000Z', '2026-12-08T17:30:00.000Z', '2026-12-09T18:00:00.000Z'];
const NEW_YORK = 'America/New_York';

const ANSWER: BookingAnswer = {
  message: BOOKING_MESSAGES.booked,
  booking: {
    id: '3f2b9c1e-8d4a-4e6b-9a7c-1b2c3d4e5f60',
    service: 'payroll',
    serviceLabel: 'Payroll',
    start: SLOTS[1]!,
    end: '2026-12-08T18:00:00.000Z',
    status: 'confirmed',
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: null,
    company: null,
    message: 'Payroll for six',
    visitorTimeZone: NEW_YORK,
    staffName: 'Dana Whitfield',
    sequence: 0,
  },
  calendar: {
    ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    icsFilename: 'consultation.ics',
    googleUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
    outlookUrl: 'https://outlook.live.com/calendar/0/deeplink/compose?rru=addevent',
  },
};

/** What book-consultation answers: the time held for 30 minutes until confirmed from the email. */
const HELD: BookingHoldAnswer = {
  message: BOOKING_MESSAGES.held,
  booking: { ...ANSWER.booking, status: 'held' },
  // 12:55 PM in New York on the day the request was made.
  holdExpiresAt: '2026-12-07T17:55:00.000Z',
  holdMinutes: 30,
};

const ok = <T,>(data: T): Outcome<T> => ({ ok: true, data });

/** The first window (today, Dec 7, 2026, and 13 days on) and the one after it, the last. */
const FIRST: SlotWindow = { windowStart: '2026-12-07', windowEnd: '2026-12-20', previousFrom: null, nextFrom: '2026-12-21' };
const SECOND: SlotWindow = { windowStart: '2026-12-21', windowEnd: '2027-01-03', previousFrom: '2026-12-07', nextFrom: null };
// Monday Dec 21, 2026, 9:00 AM in Las Vegas.
const LATER_SLOT = '2026-12-21T17:00:00.000Z';

/** booking-slots as it answers: the first window, or the second when asked from its first day. */
function slotsOf(service: BookingService, from?: string | null): BookingSlots {
  const window = from === SECOND.windowStart ? SECOND : FIRST;
  return { service, timeZone: 'America/Los_Angeles', slotMinutes: 30, slots: window === SECOND ? [LATER_SLOT] : SLOTS, ...window };
}

function fakeApi(overrides: Partial<BookingApi> = {}): BookingApi {
  return {
    slots: vi.fn(async (service, from) => ok(slotsOf(service, from))),
    book: vi.fn(async () => ok(HELD)),
    confirm: vi.fn(async () => ok(ANSWER)),
    manage: vi.fn(async (_token, from) => {
      const { slots, timeZone, windowStart, windowEnd, previousFrom, nextFrom } = slotsOf('payroll', from);
      const window = { windowStart, windowEnd, previousFrom, nextFrom };
      return ok<ManageView>({ ...ANSWER, message: '', ...window, timeZone, slots: windowStart === FIRST.windowStart ? slots.slice(2) : slots });
    }),
    cancel: vi.fn(async () => ok<BookingAnswer>({ ...ANSWER, message: BOOKING_MESSAGES.cancelled, booking: { ...ANSWER.booking, status: 'cancelled', sequence: 1 } })),
    reschedule: vi.fn(async (_token, start) => ok<BookingAnswer>({ ...ANSWER, message: BOOKING_MESSAGES.rescheduled, booking: { ...ANSWER.booking, start, sequence: 1 } })),
    ...overrides,
  };
}

function renderAt(url: string, api: BookingApi) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/book" element={<BookingPage api={api} timeZone={NEW_YORK} />} />
          <Route path="/book/manage" element={<ManageBookingPage api={api} timeZone={NEW_YORK} />} />
          <Route path="/book/confirm" element={<ConfirmBookingPage api={api} />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Your Name/), 'Ann Lee');
  await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await user.type(screen.getByLabelText(/^What do you need help with/), 'Payroll for six');
}

describe('the slots', () => {
  it('are grouped by day in the visitor\'s zone, each with the firm\'s time beside it', () => {
    expect(groupSlots(SLOTS, NEW_YORK, 'America/Los_Angeles')).toEqual([
      {
        day: '2026-12-08',
        heading: 'Tuesday, December 8, 2026',
        slots: [
          { start: SLOTS[0], label: '12:00 PM', firmLabel: '9:00 AM PST' },
          { start: SLOTS[1], label: '12:30 PM', firmLabel: '9:30 AM PST' },
        ],
      },
      { day: '2026-12-09', heading: 'Wednesday, December 9, 2026', slots: [{ start: SLOTS[2], label: '1:00 PM', firmLabel: '10:00 AM PST' }] },
    ]);
    // Late in the evening in Las Vegas is the next day in Tokyo: grouped under that day there.
    expect(groupSlots(['2026-12-09T06:00:00.000Z'], 'Asia/Tokyo', 'America/Los_Angeles')[0]).toMatchObject({ day: '2026-12-09', slots: [{ label: '3:00 PM', firmLabel: '10:00 PM PST' }] });
    // In the firm's own zone only one time is shown.
    expect(groupSlots(SLOTS.slice(0, 1), 'America/Los_Angeles', 'America/Los_Angeles')[0]!.slots[0]!.firmLabel).toBeNull();
  });
});

describe('/book', () => {
  it('preselects the service of ?service= and lists its slots as buttons under a heading per day', async () => {
    const api = fakeApi();
    renderAt('/book?service=payroll', api);
    expect(screen.getByLabelText(/^Service/)).toHaveValue('payroll');
    const tuesday = await screen.findByRole('heading', { level: 3, name: 'Tuesday, December 8, 2026' });
    expect(api.slots).toHaveBeenCalledWith('payroll', null);
    const day = within(tuesday.closest('section')!);
    expect(day.getAllByRole('button').map((button) => button.textContent)).toEqual(['12:00 PM9:00 AM PST in Las Vegas', '12:30 PM9:30 AM PST in Las Vegas']);
    expect(screen.getByRole('heading', { level: 3, name: 'Wednesday, December 9, 2026' })).toBeInTheDocument();
    expect(screen.getByText(/Times are shown in your time zone, Eastern Time/)).toBeInTheDocument();
  });

  it('is used with the keyboard: a time is picked with Enter, then the details are asked', async () => {
    const user = userEvent.setup();
    renderAt('/book?service=payroll', fakeApi());
    const first = await screen.findByRole('button', { name: /^12:00 PM/ });
    first.focus();
    await user.keyboard('{Tab}{Enter}');
    expect(screen.getByRole('button', { name: /^12:30 PM/ })).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: '3. Your details' })).toBeInTheDocument();
    expect(screen.getByText('Tuesday, December 8, 2026 at 12:30 PM EST')).toBeInTheDocument();
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAt('/book?service=payroll', api);
    await user.click(await screen.findByRole('button', { name: /^12:00 PM/ }));
    await user.click(screen.getByRole('button', { name: 'Request This Time' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.invalidFields);
    expect(screen.getByText(BOOKING_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your Name/)).toHaveFocus();
    expect(api.book).not.toHaveBeenCalled();
  });

  it('holds the time and says plainly that it is booked once confirmed from the email', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAt('/book?service=payroll', api);
    await user.click(await screen.findByRole('button', { name: /^12:30 PM/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request This Time' }));
    expect(api.book).toHaveBeenCalledWith({
      service: 'payroll',
      start: SLOTS[1],
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '',
      company: '',
      message: 'Payroll for six',
      timeZone: NEW_YORK,
      website: '',
    });
    const heading = await screen.findByRole('heading', { name: 'Confirm your consultation from your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check Your Email');
    expect(screen.getByText(BOOKING_MESSAGES.held)).toBeInTheDocument();
    expect(BOOKING_MESSAGES.held).toContain('holding this time for you for 30 minutes');
    expect(screen.getByText(/We sent the email to ann@example\.com\. Open the link in it by 12:55 PM EST to book this time\./)).toBeInTheDocument();
    expect(screen.getByText('Tuesday, December 8, 2026 at 12:30 PM EST')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, December 8, 2026 at 9:30 AM PST')).toBeInTheDocument();
    // Nothing is booked yet: no calendar file or links.
    expect(screen.queryByRole('link', { name: /calendar/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to Outlook' })).toBeNull();
  });

  it('says why a request over the limits was refused', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ book: vi.fn(async () => ({ ok: false as const, status: 409, message: BOOKING_MESSAGES.emailHasBooking })) });
    renderAt('/book?service=payroll', api);
    await user.click(await screen.findByRole('button', { name: /^12:30 PM/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request This Time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.emailHasBooking);
    expect(screen.getByRole('heading', { name: '3. Your details' })).toBeInTheDocument();
  });

  it('says when the time was just taken, and offers the times still open', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ book: vi.fn(async () => ({ ok: false as const, status: 409, message: BOOKING_MESSAGES.taken, reason: 'taken' as const })) });
    renderAt('/book?service=payroll', api);
    await user.click(await screen.findByRole('button', { name: /^12:30 PM/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request This Time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just taken — pick another.');
    await waitFor(() => expect(api.slots).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('heading', { name: '3. Your details' })).toBeNull();
  });
});

describe('/book, a fortnight at a time', () => {
  it('says which days are shown', () => {
    expect(windowStatus(FIRST)).toBe('Showing open times from Monday, December 7, 2026 to Sunday, December 20, 2026.');
    expect(windowStatus({ windowStart: '2027-11-24', windowEnd: '2027-11-24' })).toBe('Showing open times on Wednesday, November 24, 2027.');
  });

  it('opens the window of ?from=, and ignores a from that is not a date', async () => {
    const later = fakeApi();
    renderAt('/book?service=payroll&from=2026-12-21', later);
    expect(await screen.findByRole('heading', { level: 3, name: 'Monday, December 21, 2026' })).toBeInTheDocument();
    expect(later.slots).toHaveBeenCalledWith('payroll', '2026-12-21');
    cleanup();
    for (const from of ['2026-13-01', 'next-week', '']) {
      const api = fakeApi();
      renderAt(`/book?service=payroll&from=${from}`, api);
      expect(await screen.findByRole('heading', { level: 3, name: 'Tuesday, December 8, 2026' })).toBeInTheDocument();
      expect(api.slots).toHaveBeenCalledWith('payroll', null);
      cleanup();
    }
  });

  it('pages with Later and Earlier times, announcing the days and keeping the focus on the buttons', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAt('/book?service=payroll', api);
    await screen.findByRole('heading', { level: 3, name: 'Tuesday, December 8, 2026' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Showing open times from Monday, December 7, 2026 to Sunday, December 20, 2026.');
    expect(screen.queryByRole('button', { name: 'Earlier times' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Later times' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Monday, December 21, 2026' })).toBeInTheDocument();
    expect(api.slots).toHaveBeenLastCalledWith('payroll', '2026-12-21');
    // The same live region, now saying the new days; the last window has no Later times, so the
    // focus goes to Earlier times.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Showing open times from Monday, December 21, 2026 to Sunday, January 3, 2027.');
    expect(screen.queryByRole('button', { name: 'Later times' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Earlier times' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 3, name: 'Tuesday, December 8, 2026' })).toBeInTheDocument();
    expect(api.slots).toHaveBeenLastCalledWith('payroll', '2026-12-07');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Later times' })).toHaveFocus());
  });
});

describe('/book/manage', () => {
  it('says plainly that a changed or lapsed link cannot be used', async () => {
    const api = fakeApi({ manage: vi.fn(async () => ({ ok: false as const, status: 400, message: BOOKING_MESSAGES.invalidLink })) });
    renderAt('/book/manage?token=tampered', api);
    expect(await screen.findByRole('heading', { name: 'Nothing was changed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.invalidLink);
    expect(api.manage).toHaveBeenCalledWith('tampered');
    expect(screen.getByRole('link', { name: 'book a new time' })).toHaveAttribute('href', '/book');
  });

  it('moves the consultation to a time the visitor picks', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAt('/book/manage?token=good', api);
    await user.click(await screen.findByRole('button', { name: /^1:00 PM/ }));
    await user.click(screen.getByRole('button', { name: 'Move My Consultation' }));
    expect(api.reschedule).toHaveBeenCalledWith('good', SLOTS[2]);
    expect(await screen.findByText(BOOKING_MESSAGES.rescheduled)).toBeInTheDocument();
    expect(screen.getByText('Wednesday, December 9, 2026 at 1:00 PM EST')).toBeInTheDocument();
  });

  it('pages the times to move to as /book does', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAt('/book/manage?token=good', api);
    await user.click(await screen.findByRole('button', { name: 'Later times' }));
    await user.click(await screen.findByRole('button', { name: /^12:00 PM/ }));
    expect(api.manage).toHaveBeenLastCalledWith('good', '2026-12-21');
    expect(screen.getByRole('status')).toHaveTextContent('Showing open times from Monday, December 21, 2026 to Sunday, January 3, 2027.');
    await user.click(screen.getByRole('button', { name: 'Move My Consultation' }));
    expect(api.reschedule).toHaveBeenCalledWith('good', LATER_SLOT);
  });

  it('cancels after asking once more', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAt('/book/manage?token=good', api);
    await user.click(await screen.findByRole('button', { name: 'Cancel Consultation' }));
    expect(api.cancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel It' }));
    expect(api.cancel).toHaveBeenCalledWith('good');
    expect(await screen.findByRole('heading', { name: 'This consultation is cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /calendar/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book another time' })).toHaveAttribute('href', '/book?service=payroll');
  });
});

describe('/book/confirm', () => {
  it('confirms the held time and shows it booked in both zones, with the calendar file and links', async () => {
    const api = fakeApi();
    renderAt('/book/confirm?token=good', api);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your consultation…');
    const heading = await screen.findByRole('heading', { name: 'Your free consultation is booked' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.confirm).toHaveBeenCalledWith('good');
    expect(screen.getByText(BOOKING_MESSAGES.booked)).toBeInTheDocument();
    expect(screen.getByText('Tuesday, December 8, 2026 at 12:30 PM EST')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, December 8, 2026 at 9:30 AM PST')).toBeInTheDocument();
    const ics = screen.getByRole('link', { name: 'Download calendar file (.ics)' });
    expect(ics).toHaveAttribute('download', 'consultation.ics');
    expect(ics.getAttribute('href')).toBe(`data:text/calendar;charset=utf-8,${encodeURIComponent(ANSWER.calendar.ics)}`);
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', ANSWER.calendar.googleUrl);
    expect(screen.getByRole('link', { name: 'Add to Outlook' })).toHaveAttribute('href', ANSWER.calendar.outlookUrl);
  });

  it('says a lapsed hold was released, and leads back to its day whether or not the time is still open', async () => {
    for (const [stillOpen, message, button] of [
      [true, BOOKING_MESSAGES.holdLapsedFree, 'Request This Time Again'],
      [false, BOOKING_MESSAGES.holdLapsedTaken, 'Pick Another Time'],
    ] as const) {
      const api = fakeApi({
        confirm: vi.fn(async () => ({ ok: false as const, status: 410, message, reason: 'lapsed' as const, rebook: { service: 'payroll' as const, from: '2026-12-08', stillOpen } })),
      });
      renderAt('/book/confirm?token=lapsed', api);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This Time Was Released');
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', '/book?service=payroll&from=2026-12-08');
      cleanup();
    }
  });

  it('says plainly that a changed link cannot be used', async () => {
    const api = fakeApi({ confirm: vi.fn(async () => ({ ok: false as const, status: 400, message: BOOKING_MESSAGES.invalidLink })) });
    renderAt('/book/confirm?token=tampered', api);
    expect(await screen.findByRole('heading', { name: 'Nothing was changed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.invalidLink);
    expect(screen.getByRole('link', { name: 'book a new time' })).toHaveAttribute('href', '/book');
  });
});
