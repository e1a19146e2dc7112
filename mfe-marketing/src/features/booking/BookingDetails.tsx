// A consultation as the visitor reads it: the time in their zone and the firm's, who calls them,
// and, once it is booked, how to put it in their calendar (the .ics file, Google Calendar, Outlook).
// A time only held until the visitor confirms it has no calendar options yet.
import styled from 'styled-components';
import { ButtonAnchor, siteConfig } from '@firm/shared-contracts';
import { formatDate } from '@firm/shared-contracts/format';
import type { BookingView, CalendarOptions } from '@firm/shared-contracts/booking';

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** The .ics file as a link target: a data URL, so no script has to build a file. */
export function icsHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

export function BookingDetails({ booking, calendar }: { booking: BookingView; calendar?: CalendarOptions }) {
  const sameZone = booking.visitorTimeZone === siteConfig.timeZone;
  const cancelled = booking.status === 'cancelled';
  return (
    <>
      <Facts>
        <div>
          <dt>Service</dt>
          <dd>Free {booking.serviceLabel} consultation (30 minutes)</dd>
        </div>
        <div>
          <dt>{sameZone ? 'When' : 'When (your time)'}</dt>
          <dd>{formatDate(booking.start, 'fullDateTime', booking.visitorTimeZone)}</dd>
        </div>
        {sameZone ? null : (
          <div>
            <dt>Our time in {siteConfig.address.city}</dt>
            <dd>{formatDate(booking.start, 'fullDateTime', siteConfig.timeZone)}</dd>
          </div>
        )}
        <div>
          <dt>With</dt>
          <dd>{booking.staffName}, who will call you{booking.phone ? ` at ${booking.phone}` : ''}</dd>
        </div>
      </Facts>
      {cancelled || !calendar ? null : (
        <Actions aria-label="Add to your calendar" role="group">
          <ButtonAnchor href={icsHref(calendar.ics)} download={calendar.icsFilename}>
            Download calendar file (.ics)
          </ButtonAnchor>
          <ButtonAnchor $variant="secondary" href={calendar.googleUrl} target="_blank" rel="noopener noreferrer">
            Add to Google Calendar
          </ButtonAnchor>
          <ButtonAnchor $variant="secondary" href={calendar.outlookUrl} target="_blank" rel="noopener noreferrer">
            Add to Outlook
          </ButtonAnchor>
        </Actions>
      )}
    </>
  );
}
