// The calendar invite of a consultation (RFC 5545) and the "add to calendar" links of Google
// Calendar and Outlook. The firm is the ORGANIZER and the visitor the attendee; the UID is the
// booking's, so a calendar that has the invite updates it in place when a move or a cancellation
// arrives with a higher SEQUENCE (the booking's change count). Times are written in UTC, which every
// calendar shows in its own zone.
import { siteConfig } from '../contracts/site/site-config.ts';
import type { CalendarOptions } from '../contracts/booking/booking.ts';

export interface InviteDetails {
  id: string;
  start: string;
  end: string;
  sequence: number;
  cancelled: boolean;
  serviceLabel: string;
  staffName: string;
  /** The visitor's name and phone: in the copy shown to the visitor on the page, not in an emailed one. */
  attendeeName: string | null;
  attendeeEmail: string;
  attendeePhone: string | null;
  /** The private link to move or cancel, when one is given (not in the staff's copy). */
  manageUrl?: string;
}

/** The UID a booking keeps through every change. */
function inviteUid(bookingId: string): string {
  return `booking-${bookingId}@${siteConfig.domain}`;
}

/** 20261102T170000Z */
export function icsTime(instant: string | Date): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Parameter values (CN) are quoted, and may not hold a double quote. */
function icsParam(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function inviteSummary(details: Pick<InviteDetails, 'serviceLabel'>): string {
  return `Free consultation: ${details.serviceLabel} — ${siteConfig.brandName}`;
}

function inviteDescription(details: InviteDetails): string {
  return [
    `Your free ${details.serviceLabel.toLowerCase()} consultation with ${details.staffName} of ${siteConfig.brandName}.`,
    `We will call you${details.attendeePhone ? ` at ${details.attendeePhone}` : ''}; to reach us, call ${siteConfig.phone} or email ${siteConfig.email}.`,
    ...(details.manageUrl ? [`To move or cancel: ${details.manageUrl}`] : []),
  ].join('\n');
}

const LOCATION = `Phone call with ${siteConfig.brandName}`;

/** The .ics text (CRLF line ends): METHOD REQUEST while the call stands, CANCEL once cancelled. */
export function buildInvite(details: InviteDetails, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${siteConfig.brandName}//Consultations//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${details.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${inviteUid(details.id)}`,
    `SEQUENCE:${details.sequence}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(details.start)}`,
    `DTEND:${icsTime(details.end)}`,
    `SUMMARY:${icsText(inviteSummary(details))}`,
    `DESCRIPTION:${icsText(inviteDescription(details))}`,
    `LOCATION:${icsText(LOCATION)}`,
    `ORGANIZER;CN=${icsParam(siteConfig.brandName)}:mailto:${siteConfig.email}`,
    `ATTENDEE;${details.attendeeName ? `CN=${icsParam(details.attendeeName)};` : ''}ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${details.attendeeEmail}`,
    `STATUS:${details.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(details.manageUrl ? [`URL:${details.manageUrl}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Google Calendar's and Outlook's "add an event" pages, filled in. */
export function calendarLinks(details: InviteDetails): { googleUrl: string; outlookUrl: string } {
  const title = inviteSummary(details);
  const body = inviteDescription(details);
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${icsTime(details.start)}/${icsTime(details.end)}`,
    details: body,
    location: LOCATION,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: title,
    startdt: new Date(details.start).toISOString(),
    enddt: new Date(details.end).toISOString(),
    body,
    location: LOCATION,
  });
  return {
    googleUrl: `https://calendar.google.com/calendar/render?${google.toString()}`,
    outlookUrl: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook.toString()}`,
  };
}

/** The invite and the links together, as the functions answer them. */
export function calendarOptions(details: InviteDetails, now: Date = new Date()): CalendarOptions {
  return {
    ics: buildInvite(details, now),
    icsFilename: details.cancelled ? 'consultation-cancelled.ics' : 'consultation.ics',
    ...calendarLinks(details),
  };
}
