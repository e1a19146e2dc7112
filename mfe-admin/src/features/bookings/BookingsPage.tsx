// /admin/bookings (admins and super admins; docs/architecture.md#d40): the free consultations
// booked on the site, upcoming and past, with the visitor's details; moving or cancelling one
// emails the visitor the updated invite. Below, who takes calls and when: the rules (buffer,
// notice, how far ahead: up to a year), each staff member's weekly hours (all services or one) and
// days off. Times are on the firm's clock, as everywhere in the portal; the times a booking can
// move to are listed a fortnight at a time, as on the public page. A visitor's request is listed
// only once they confirm it from the email (docs/architecture.md#d47): until then it is a hold of
// at most BOOKING_HOLD_RULES.holdMinutes, whose details come from an address nobody has verified,
// and staff have nothing to do with it but see its time taken meanwhile.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Spinner, siteConfig, usePageMeta } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner, Field, Input, Select, SuccessBanner } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import { check } from '@firm/shared-contracts/validation';
import {
  BOOKING_HOLD_RULES,
  BOOKING_RULE_LIMITS,
  BOOKING_SERVICES,
  bookingRulesSchema,
  bookingServiceLabel,
  isBookingService,
  type BookingRuleField,
  type BookingView,
} from '@firm/shared-contracts/booking';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { Badge, Breakable, DataTable, EmptyState, Muted, PageHeader, Panel, RowActions, TableWrap, Toolbar } from '../../lib/ui.tsx';
import {
  bookingsApi as defaultApi,
  clockLabel,
  HALF_HOURS,
  splitBookings,
  WEEKDAYS,
  type Availability,
  type BookingRules,
  type BookingsApi,
  type MoveOptions,
} from './bookingsApi.ts';

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};
  li {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

export function BookingsPage({ api = defaultApi }: { api?: BookingsApi }) {
  usePageMeta({ title: 'Bookings', noindex: true });
  const bookings = useAsync(() => api.loadBookings(), [api]);
  const availability = useAsync(() => api.loadAvailability(), [api]);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const failed = (error: unknown) => setNotice({ ok: false, text: errorMessage(error) });

  /**
   * Runs a change, says how it went, and reads again the data it touched (the bookings, or who takes
   * calls and when), keeping the screen as it is meanwhile: no spinner, and the forms keep what is
   * typed in them. Answers whether the change went through.
   */
  const run: Run = async (work, done, touched) => {
    let ok = false;
    try {
      await work();
      setNotice({ ok: true, text: done });
      ok = true;
    } catch (error) {
      failed(error);
    }
    if (touched === 'bookings') bookings.refresh();
    else availability.refresh();
    return ok;
  };

  const split = bookings.status === 'success' ? splitBookings(bookings.data) : null;
  return (
    <>
      <PageHeader title="Bookings" lead={`Free consultations booked on the site. Times are ${siteConfig.address.city} time (${siteConfig.timeZone}).`} />
      {notice ? notice.ok ? <SuccessBanner>{notice.text}</SuccessBanner> : <ErrorBanner>{notice.text}</ErrorBanner> : null}
      <Panel aria-labelledby="bookings-upcoming">
        <h2 id="bookings-upcoming">Upcoming</h2>
        <Muted>
          A request appears here once the visitor confirms it from our email. Until then its time is held for them for up to{' '}
          {BOOKING_HOLD_RULES.holdMinutes} minutes and shows as taken.
        </Muted>
        {bookings.status === 'loading' ? <Spinner label="Loading bookings..." /> : null}
        {bookings.status === 'error' ? (
          <div role="alert">
            <p>Failed to load bookings: {bookings.error.message}</p>
            <Button onClick={bookings.retry}>Retry</Button>
          </div>
        ) : null}
        {split ? <BookingTable bookings={split.upcoming} api={api} run={run} failed={failed} /> : null}
      </Panel>
      <Panel aria-labelledby="bookings-past">
        <h2 id="bookings-past">Past</h2>
        {split ? <BookingTable bookings={split.past} api={api} run={run} failed={failed} past /> : null}
      </Panel>
      {availability.status === 'error' ? (
        <Panel>
          <div role="alert">
            <p>Failed to load the availability: {availability.error.message}</p>
            <Button onClick={availability.retry}>Retry</Button>
          </div>
        </Panel>
      ) : null}
      {availability.status === 'success' ? <AvailabilityPanels data={availability.data} api={api} run={run} /> : null}
    </>
  );
}

type Run = (work: () => Promise<unknown>, done: string, touched: 'bookings' | 'availability') => Promise<boolean>;

const COLUMNS = ['When', 'Visitor', 'Service', 'With', 'Status', 'Actions'] as const;

function BookingTable({
  bookings,
  api,
  run,
  failed,
  past = false,
}: {
  bookings: BookingView[];
  api: BookingsApi;
  run: Run;
  failed(error: unknown): void;
  past?: boolean;
}) {
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  const [moving, setMoving] = useState<{ booking: BookingView; options: MoveOptions | null; start: string } | null>(null);
  if (bookings.length === 0) {
    return (
      <EmptyState>
        <p>{past ? 'No past bookings.' : 'No upcoming bookings.'}</p>
      </EmptyState>
    );
  }
  /** The times the booking can move to, in the window from `from` (today's by default). */
  const openMove = async (booking: BookingView, from?: string) => {
    setMoving({ booking, options: null, start: '' });
    try {
      const options = await api.slotsFor(booking.id, from);
      setMoving({ booking, options, start: options.slots[0] ?? '' });
    } catch (error) {
      setMoving(null);
      failed(error);
    }
  };
  const columns = past ? COLUMNS.slice(0, -1) : COLUMNS;
  return (
    <>
      <TableWrap>
        <DataTable $stackOnMobile role="table" aria-label={past ? 'Past bookings' : 'Upcoming bookings'}>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {bookings.map((booking) => (
              <tr key={booking.id} role="row">
                <th scope="row" role="rowheader" data-label="When">
                  {formatDate(booking.start, 'dateTime')}
                  {booking.visitorTimeZone !== siteConfig.timeZone ? (
                    <>
                      <br />
                      <Muted>
                        {formatDate(booking.start, 'zonedTime', booking.visitorTimeZone)} for the visitor
                      </Muted>
                    </>
                  ) : null}
                </th>
                <td role="cell" data-label="Visitor">
                  {booking.name}
                  <br />
                  <a href={`mailto:${booking.email}`}>
                    <Breakable>{booking.email}</Breakable>
                  </a>
                  {booking.phone ? (
                    <>
                      <br />
                      <a href={`tel:${booking.phone}`}>{booking.phone}</a>
                    </>
                  ) : null}
                  {booking.company ? (
                    <>
                      <br />
                      <Muted>{booking.company}</Muted>
                    </>
                  ) : null}
                  <br />
                  <Muted>{booking.message}</Muted>
                </td>
                <td role="cell" data-label="Service">
                  {booking.serviceLabel}
                </td>
                <td role="cell" data-label="With">
                  {booking.staffName}
                </td>
                <td role="cell" data-label="Status">
                  <Badge $tone={booking.status === 'confirmed' ? 'success' : 'neutral'}>{booking.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}</Badge>
                </td>
                {past ? null : (
                  <td role="cell" data-label="Actions">
                    {booking.status === 'confirmed' ? (
                      <RowActions>
                        <Button $variant="secondary" onClick={() => void openMove(booking)} aria-label={`Move the booking of ${booking.name}`}>
                          Move
                        </Button>
                        <Button $variant="secondary" onClick={() => setCancelling(booking)} aria-label={`Cancel the booking of ${booking.name}`}>
                          Cancel
                        </Button>
                      </RowActions>
                    ) : null}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableWrap>
      {moving ? (
        <Inline
          aria-label={`Move the booking of ${moving.booking.name}`}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            const { booking, start } = moving;
            setMoving(null);
            void run(() => api.move(booking.id, start), `${booking.name}'s consultation is moved to ${formatDate(start, 'dateTime')}; they were emailed.`, 'bookings');
          }}
        >
          {moving.options === null ? <Spinner label="Loading open times..." /> : null}
          {moving.options?.slots.length === 0 ? <p>No other time is open from {formatDate(moving.options.windowStart, 'long')} to {formatDate(moving.options.windowEnd, 'long')}.</p> : null}
          {moving.options?.slots.length ? (
            <Field label={`New time for ${moving.booking.name}`} hint={`Open times from ${formatDate(moving.options.windowStart, 'long')} to ${formatDate(moving.options.windowEnd, 'long')}.`}>
              {(control) => (
                <Select {...control} value={moving.start} onChange={(e) => setMoving({ ...moving, start: e.target.value })}>
                  {moving.options!.slots.map((start) => (
                    <option key={start} value={start}>
                      {formatDate(start, 'dateTime')}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null}
          {moving.options?.previousFrom ? (
            <Button $variant="secondary" onClick={() => void openMove(moving.booking, moving.options!.previousFrom!)}>
              Earlier Times
            </Button>
          ) : null}
          {moving.options?.nextFrom ? (
            <Button $variant="secondary" onClick={() => void openMove(moving.booking, moving.options!.nextFrom!)}>
              Later Times
            </Button>
          ) : null}
          <Button type="submit" disabled={!moving.start}>
            Move Booking
          </Button>
          <Button $variant="secondary" onClick={() => setMoving(null)}>
            Keep It
          </Button>
        </Inline>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title="Cancel booking"
          danger
          message={`Cancel ${cancelling.name}'s consultation on ${formatDate(cancelling.start, 'dateTime')}? They will be emailed.`}
          confirmLabel="Cancel Booking"
          onCancel={() => setCancelling(null)}
          onConfirm={() => {
            const booking = cancelling;
            setCancelling(null);
            void run(() => api.cancel(booking.id), `${booking.name}'s consultation is cancelled; they were emailed.`, 'bookings');
          }}
        />
      ) : null}
    </>
  );
}

/** The rules' fields, each with its label and the limits the database holds (BOOKING_RULE_LIMITS). */
const RULE_FIELDS: { field: BookingRuleField; label: string }[] = [
  { field: 'buffer_minutes', label: 'Buffer after each call (minutes)' },
  { field: 'min_notice_minutes', label: 'Minimum notice (minutes)' },
  { field: 'horizon_days', label: 'How far ahead (days)' },
];

function AvailabilityPanels({ data, api, run }: { data: Availability; api: BookingsApi; run: Run }) {
  const [rules, setRules] = useState<Record<BookingRuleField, number | string>>(data.rules);
  const [ruleErrors, setRuleErrors] = useState<Partial<Record<BookingRuleField, string>>>({});
  // The forms stay mounted while the data is read again, so a form made before anyone took calls
  // picks the first staff member once there is one.
  const firstStaff = data.staff[0]?.id ?? '';
  const [hoursForm, setHours] = useState({ staff_id: '', service: '', weekday: 1, start_time: '09:00', end_time: '17:00' });
  const [dayOffForm, setDayOff] = useState({ staff_id: '', day: '', note: '' });
  const hours = { ...hoursForm, staff_id: hoursForm.staff_id || firstStaff };
  const dayOff = { ...dayOffForm, staff_id: dayOffForm.staff_id || firstStaff };
  const [newStaff, setNewStaff] = useState({ name: '', email: '' });
  const change = (work: () => Promise<unknown>, done: string) => run(work, done, 'availability');
  return (
    <>
      <Panel aria-labelledby="booking-rules">
        <h2 id="booking-rules">Rules</h2>
        <Inline
          aria-labelledby="booking-rules"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const checked = check<typeof bookingRulesSchema, BookingRuleField>(bookingRulesSchema, rules);
            setRuleErrors(checked.ok ? {} : checked.errors);
            if (checked.ok) void change(() => api.saveRules(checked.value satisfies BookingRules), 'The rules are saved.');
          }}
        >
          {RULE_FIELDS.map(({ field, label }) => (
            <Field key={field} label={label} error={ruleErrors[field]}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  step={1}
                  min={BOOKING_RULE_LIMITS[field].min}
                  max={BOOKING_RULE_LIMITS[field].max}
                  value={rules[field]}
                  // A number as typed, or the text when it is none, for the schema to refuse by name.
                  onChange={(e) => setRules({ ...rules, [field]: e.target.value === '' ? '' : Number(e.target.value) })}
                />
              )}
            </Field>
          ))}
          <Button type="submit">Save Rules</Button>
        </Inline>
      </Panel>
      <Panel aria-labelledby="booking-staff">
        <h2 id="booking-staff">Who takes calls, and when</h2>
        {data.staff.map((member) => (
          <section key={member.id} aria-label={member.name}>
            <h3>
              {member.name} {member.active ? null : <Badge $tone="neutral">Not taking calls</Badge>}
            </h3>
            <List>
              {data.hours
                .filter((row) => row.staff_id === member.id)
                .map((row) => (
                  <li key={row.id}>
                    {WEEKDAYS[row.weekday]} {clockLabel(row.start_time)}–{clockLabel(row.end_time)} · {row.service ? bookingServiceLabel(row.service) : 'All services'}{' '}
                    <Button $variant="ghost" onClick={() => void change(() => api.removeHours(row.id), 'The hours are removed.')} aria-label={`Remove ${WEEKDAYS[row.weekday]} ${clockLabel(row.start_time)} hours of ${member.name}`}>
                      Remove
                    </Button>
                  </li>
                ))}
              {data.daysOff
                .filter((row) => row.staff_id === member.id)
                .map((row) => (
                  <li key={row.id}>
                    Day off {formatDate(row.day, 'long')}
                    {row.note ? ` (${row.note})` : ''}{' '}
                    <Button $variant="ghost" onClick={() => void change(() => api.removeDayOff(row.id), 'The day off is removed.')} aria-label={`Remove the day off of ${member.name} on ${formatDate(row.day, 'long')}`}>
                      Remove
                    </Button>
                  </li>
                ))}
            </List>
            <Button $variant="secondary" onClick={() => void change(() => api.setStaffActive(member.id, !member.active), member.active ? `${member.name} takes no more calls.` : `${member.name} takes calls again.`)}>
              {member.active ? 'Stop Taking Calls' : 'Take Calls Again'}
            </Button>
          </section>
        ))}
        <Inline
          aria-label="Add weekly hours"
          onSubmit={(event) => {
            event.preventDefault();
            void change(
              () => api.addHours({ ...hours, service: isBookingService(hours.service) ? hours.service : null }),
              'The hours are added.',
            );
          }}
        >
          <StaffSelect label="Staff member" staff={data.staff} value={hours.staff_id} onChange={(staff_id) => setHours({ ...hours, staff_id })} />
          <Field label="Day">
            {(control) => (
              <Select {...control} value={hours.weekday} onChange={(e) => setHours({ ...hours, weekday: Number(e.target.value) })}>
                {WEEKDAYS.map((day, index) => (
                  <option key={day} value={index}>
                    {day}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="From">
            {(control) => <TimeSelect {...control} value={hours.start_time} onChange={(start_time) => setHours({ ...hours, start_time })} />}
          </Field>
          <Field label="To">
            {(control) => <TimeSelect {...control} value={hours.end_time} onChange={(end_time) => setHours({ ...hours, end_time })} />}
          </Field>
          <Field label="For">
            {(control) => (
              <Select {...control} value={hours.service} onChange={(e) => setHours({ ...hours, service: e.target.value })}>
                <option value="">All services</option>
                {BOOKING_SERVICES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit">Add Hours</Button>
        </Inline>
        <Inline
          aria-label="Add a day off"
          onSubmit={(event) => {
            event.preventDefault();
            void change(() => api.addDayOff({ ...dayOff, note: dayOff.note.trim() || null }), 'The day off is added.').then((added) => {
              if (added) setDayOff({ ...dayOff, day: '', note: '' });
            });
          }}
        >
          <StaffSelect label="Staff member off" staff={data.staff} value={dayOff.staff_id} onChange={(staff_id) => setDayOff({ ...dayOff, staff_id })} />
          <Field label="Day off">
            {(control) => <Input {...control} type="date" required value={dayOff.day} onChange={(e) => setDayOff({ ...dayOff, day: e.target.value })} />}
          </Field>
          <Field label="Note">
            {(control) => <Input {...control} maxLength={200} value={dayOff.note} onChange={(e) => setDayOff({ ...dayOff, note: e.target.value })} />}
          </Field>
          <Button type="submit">Add Day Off</Button>
        </Inline>
        <Toolbar as="form" aria-label="Add a staff member" onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void change(() => api.addStaff(newStaff.name.trim(), newStaff.email.trim() || null), `${newStaff.name.trim()} is added; give them hours to open slots.`).then((added) => {
            if (added) setNewStaff({ name: '', email: '' });
          });
        }}>
          <Field label="New staff member">
            {(control) => <Input {...control} required maxLength={100} value={newStaff.name} onChange={(e) => setNewStaff({ ...newStaff, name: e.target.value })} />}
          </Field>
          <Field label="Their email (optional)">
            {(control) => <Input {...control} type="email" value={newStaff.email} onChange={(e) => setNewStaff({ ...newStaff, email: e.target.value })} />}
          </Field>
          <div>
            <Button type="submit">Add Staff Member</Button>
          </div>
        </Toolbar>
      </Panel>
    </>
  );
}

function StaffSelect({ label, staff, value, onChange }: { label: string; staff: Availability['staff']; value: string; onChange(id: string): void }) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function TimeSelect({ value, onChange, ...control }: { value: string; onChange(value: string): void; id: string }) {
  return (
    <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
      {HALF_HOURS.map((time) => (
        <option key={time} value={time}>
          {clockLabel(time)}
        </option>
      ))}
    </Select>
  );
}

export default BookingsPage;
