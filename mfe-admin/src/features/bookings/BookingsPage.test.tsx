import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { AuthProvider } from '@firm/shared-contracts/auth';
import type { BookingAnswer, BookingView } from '@firm/shared-contracts/booking';
import { AS, renderAs, setAuth } from '../../test/renderWithAuth.tsx';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { ACCESS_DENIED } from '../auth/access.ts';
import { BookingsPage } from './BookingsPage.tsx';
import { clockLabel, daysOffFrom, splitBookings, type Availability, type BookingsApi } from './bookingsApi.ts';

const DANA = 'd0000000-0000-4000-8000-000000000001';

function booking(overrides: Partial<BookingView>): BookingView {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    service: 'payroll',
    serviceLabel: 'Payroll',
    start: '2099-12-08T17:00:00.000Z',
    end: '2099-12-08T17:30:00.000Z',
    status: 'confirmed',
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '(702) 555-0100',
    company: 'Lee Landscaping',
    message: 'Payroll for six',
    visitorTimeZone: 'America/New_York',
    staffName: 'Dana Whitfield',
    sequence: 0,
    ...overrides,
  };
}

const UPCOMING = booking({});
const PAST = booking({ id: '22222222-2222-4222-8222-222222222222', name: 'Bo Park', start: '2020-03-02T17:00:00.000Z', end: '2020-03-02T17:30:00.000Z', visitorTimeZone: 'America/Los_Angeles' });

const AVAILABILITY: Availability = {
  staff: [{ id: DANA, name: 'Dana Whitfield', email: null, active: true }],
  hours: [{ id: 'h1', staff_id: DANA, service: null, weekday: 1, start_time: '09:00:00', end_time: '17:00:00' }],
  daysOff: [{ id: 'o1', staff_id: DANA, day: '2099-12-24', note: 'Holiday' }],
  rules: { buffer_minutes: 15, min_notice_minutes: 240, horizon_days: 14 },
};

function fakeApi(): BookingsApi {
  const answer = { message: 'ok', booking: UPCOMING, calendar: { ics: '', icsFilename: '', googleUrl: '', outlookUrl: '' } } satisfies BookingAnswer;
  return {
    loadBookings: vi.fn(async () => [PAST, UPCOMING]),
    slotsFor: vi.fn(async (_id: string, from?: string) =>
      from === '2099-12-21'
        ? { windowStart: '2099-12-21', windowEnd: '2099-12-30', previousFrom: '2099-12-07', nextFrom: null, slots: ['2099-12-21T17:00:00.000Z'] }
        : { windowStart: '2099-12-07', windowEnd: '2099-12-20', previousFrom: null, nextFrom: '2099-12-21', slots: ['2099-12-09T18:00:00.000Z', '2099-12-10T18:00:00.000Z'] },
    ),
    cancel: vi.fn(async () => answer),
    move: vi.fn(async () => answer),
    loadAvailability: vi.fn(async () => AVAILABILITY),
    saveRules: vi.fn(async () => {}),
    addStaff: vi.fn(async () => {}),
    setStaffActive: vi.fn(async () => {}),
    addHours: vi.fn(async () => {}),
    removeHours: vi.fn(async () => {}),
    addDayOff: vi.fn(async () => {}),
    removeDayOff: vi.fn(async () => {}),
  };
}

describe('/admin/bookings', () => {
  it('lists upcoming and past bookings with the visitor\'s details, on the firm\'s clock', async () => {
    renderAs(AS.admin, <BookingsPage api={fakeApi()} />);
    const upcoming = await screen.findByRole('table', { name: 'Upcoming bookings' });
    const row = within(upcoming).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Dec 8, 2099, 9:00 AM PST');
    expect(row).toHaveTextContent('12:00 PM EST for the visitor');
    expect(row).toHaveTextContent('Ann Lee');
    expect(within(row).getByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', 'mailto:ann@example.com');
    expect(row).toHaveTextContent('(702) 555-0100');
    expect(row).toHaveTextContent('Lee Landscaping');
    expect(row).toHaveTextContent('Dana Whitfield');
    const past = screen.getByRole('table', { name: 'Past bookings' });
    expect(within(past).getAllByRole('row')[1]).toHaveTextContent('Bo Park');
    expect(within(past).queryByRole('button')).toBeNull();
    // Requests not yet confirmed from the email are not bookings: staff are told why they are missing.
    expect(screen.getByText(/A request appears here once the visitor confirms it from our email\. Until then its time is held for them for up to 30 minutes/)).toBeInTheDocument();
  });

  it('cancels a booking after a confirmation, and the visitor is told', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAs(AS.admin, <BookingsPage api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking of Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(api.cancel).toHaveBeenCalledWith(UPCOMING.id);
    expect(await screen.findByText("Ann Lee's consultation is cancelled; they were emailed.")).toBeInTheDocument();
    expect(api.loadBookings).toHaveBeenCalledTimes(2);
  });

  it('moves a booking to an open time', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAs(AS.admin, <BookingsPage api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Move the booking of Ann Lee' }));
    await user.selectOptions(await screen.findByLabelText('New time for Ann Lee'), '2099-12-10T18:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Move Booking' }));
    expect(api.slotsFor).toHaveBeenCalledWith(UPCOMING.id, undefined);
    expect(api.move).toHaveBeenCalledWith(UPCOMING.id, '2099-12-10T18:00:00.000Z');
    expect(await screen.findByText(/Ann Lee's consultation is moved to Dec 10, 2099, 10:00 AM PST/)).toBeInTheDocument();
  });

  it('lists the times to move to a fortnight at a time', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAs(AS.admin, <BookingsPage api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Move the booking of Ann Lee' }));
    expect(await screen.findByText('Open times from December 7, 2099 to December 20, 2099.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Earlier Times' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Later Times' }));
    expect(api.slotsFor).toHaveBeenLastCalledWith(UPCOMING.id, '2099-12-21');
    expect(await screen.findByText('Open times from December 21, 2099 to December 30, 2099.')).toBeInTheDocument();
    expect(screen.getByLabelText('New time for Ann Lee')).toHaveValue('2099-12-21T17:00:00.000Z');
    expect(screen.queryByRole('button', { name: 'Later Times' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Earlier Times' })).toBeInTheDocument();
  });

  it('sets the rules, weekly hours and days off', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderAs(AS.super, <BookingsPage api={api} />);
    const dana = await screen.findByRole('region', { name: 'Dana Whitfield' });
    expect(dana).toHaveTextContent('Monday 9:00 AM–5:00 PM · All services');
    expect(dana).toHaveTextContent('Day off December 24, 2099 (Holiday)');

    const buffer = screen.getByLabelText('Buffer after each call (minutes)');
    await user.clear(buffer);
    await user.type(buffer, '30');
    await user.click(screen.getByRole('button', { name: 'Save Rules' }));
    expect(api.saveRules).toHaveBeenCalledWith({ buffer_minutes: 30, min_notice_minutes: 240, horizon_days: 14 });

    // Up to a year ahead, and no further: the database's limit, said before anything is sent.
    const ahead = screen.getByLabelText('How far ahead (days)');
    expect(ahead).toHaveAttribute('max', '365');
    await user.clear(ahead);
    await user.type(ahead, '366');
    await user.click(screen.getByRole('button', { name: 'Save Rules' }));
    expect(await screen.findByText('Enter whole days from 1 to 365 (a year).')).toBeInTheDocument();
    expect(ahead).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveRules).toHaveBeenCalledTimes(1);
    await user.clear(ahead);
    await user.type(ahead, '365');
    await user.click(screen.getByRole('button', { name: 'Save Rules' }));
    expect(api.saveRules).toHaveBeenLastCalledWith({ buffer_minutes: 30, min_notice_minutes: 240, horizon_days: 365 });
    expect(screen.queryByText('Enter whole days from 1 to 365 (a year).')).toBeNull();

    const add = screen.getByRole('form', { name: 'Add weekly hours' });
    await user.selectOptions(within(add).getByLabelText('Day'), 'Saturday');
    await user.selectOptions(within(add).getByLabelText('From'), '10:00');
    await user.selectOptions(within(add).getByLabelText('To'), '12:30');
    await user.selectOptions(within(add).getByLabelText('For'), 'payroll');
    await user.click(within(add).getByRole('button', { name: 'Add Hours' }));
    expect(api.addHours).toHaveBeenCalledWith({ staff_id: DANA, service: 'payroll', weekday: 6, start_time: '10:00', end_time: '12:30' });

    await user.click(within(dana).getByRole('button', { name: 'Remove the day off of Dana Whitfield on December 24, 2099' }));
    expect(api.removeDayOff).toHaveBeenCalledWith('o1');
  });

  it('is closed to writers, as the database closes bookings and availability to them', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setAuth(AS.writer);
    const api = fakeApi();
    render(
      <ThemeProvider theme={theme}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/admin/bookings']}>
            <Routes>
              <Route element={<RequireAuth access="admin" checkAccess={vi.fn(async () => 'staff' as const)} />}>
                <Route path="/admin/bookings" element={<BookingsPage api={api} />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </ThemeProvider>,
    );
    setAuth(AS.writer);
    expect(screen.getByText(ACCESS_DENIED.admin)).toBeInTheDocument();
    expect(api.loadBookings).not.toHaveBeenCalled();
  });
});

describe('bookings helpers', () => {
  it('splits upcoming from past and reads hours on the clock', () => {
    expect(splitBookings([PAST, UPCOMING], new Date('2050-01-01T00:00:00Z'))).toEqual({ upcoming: [UPCOMING], past: [PAST] });
    expect(['00:00:00', '09:30:00', '12:00', '17:00', '24:00'].map(clockLabel)).toEqual(['12:00 AM', '9:30 AM', '12:00 PM', '5:00 PM', 'midnight']);
  });

  it('lists days off from today on the firm\'s calendar, not UTC\'s', () => {
    // 5:30 PM in Las Vegas on March 4 is already March 5 in UTC: that evening March 4 is still listed.
    expect(daysOffFrom(new Date('2027-03-05T01:30:00Z'))).toBe('2027-03-04');
    expect(daysOffFrom(new Date('2027-03-05T08:00:00Z'))).toBe('2027-03-05');
    // Summer time: 4:30 PM PDT on July 1 is July 1 past 11 PM UTC.
    expect(daysOffFrom(new Date('2027-07-01T23:30:00Z'))).toBe('2027-07-01');
    vi.useFakeTimers({ now: new Date('2028-01-01T02:00:00Z'), toFake: ['Date'] });
    try {
      expect(daysOffFrom()).toBe('2027-12-31');
    } finally {
      vi.useRealTimers();
    }
  });
});
