// The calendar invite (RFC 5545) and the private link's token, on hand-written cases.
import { describe, expect, it } from 'vitest';
import { buildInvite, calendarLinks, foldLine, icsText, type InviteDetails } from '../../functions/_shared/booking/calendar.ts';
import { manageUrl, readBookingToken, signBookingToken } from '../../functions/_shared/booking/links.ts';

const ID = '3f2b9c1e-8d4a-4e6b-9a7c-1b2c3d4e5f60';

// Monday November 2, 2026, 9:00-9:30 AM PST (the first Monday after the change back).
const CALL: InviteDetails = {
  id: ID,
  start: '2026-11-02T17:00:00.000Z',
  end: '2026-11-02T17:30:00.000Z',
  sequence: 0,
  cancelled: false,
  serviceLabel: 'Payroll',
  staffName: 'Dana Whitfield',
  attendeeName: 'Ann Lee',
  attendeeEmail: 'ann@example.com',
  attendeePhone: null,
};

describe('the invite', () => {
  it('is the whole calendar, the firm organizing, in UTC, with CRLF line ends', () => {
    expect(buildInvite(CALL, new Date('2026-10-29T16:05:09Z'))).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Silver State Books//Consultations//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        `UID:booking-${ID}@silverstatebooks.example`,
        'SEQUENCE:0',
        'DTSTAMP:20261029T160509Z',
        'DTSTART:20261102T170000Z',
        'DTEND:20261102T173000Z',
        'SUMMARY:Free consultation: Payroll — Silver State Books',
        'DESCRIPTION:Your free payroll consultation with Dana Whitfield of Silver St',
        ' ate Books.\\nWe will call you\\; to reach us\\, call (702) 555-0142 or email ',
        ' hello@silverstatebooks.example.',
        'LOCATION:Phone call with Silver State Books',
        'ORGANIZER;CN="Silver State Books":mailto:hello@silverstatebooks.example',
        'ATTENDEE;CN="Ann Lee";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mai',
        ' lto:ann@example.com',
        'STATUS:CONFIRMED',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('keeps its UID through a move and a cancellation, with a higher SEQUENCE each time', () => {
    const moved = buildInvite({ ...CALL, start: '2026-11-03T21:00:00Z', end: '2026-11-03T21:30:00Z', sequence: 1 });
    const cancelled = buildInvite({ ...CALL, sequence: 2, cancelled: true });
    for (const invite of [moved, cancelled]) expect(invite).toContain(`UID:booking-${ID}@silverstatebooks.example\r\n`);
    expect(moved).toContain('SEQUENCE:1\r\nDTSTAMP:');
    expect(moved).toContain('DTSTART:20261103T210000Z\r\n');
    expect(cancelled).toContain('METHOD:CANCEL\r\n');
    expect(cancelled).toContain('SEQUENCE:2\r\n');
    expect(cancelled).toContain('STATUS:CANCELLED\r\n');
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('gives Google and Outlook links for the same time', () => {
    const links = calendarLinks(CALL);
    const google = new URL(links.googleUrl);
    expect(google.searchParams.get('dates')).toBe('20261102T170000Z/20261102T173000Z');
    const outlook = new URL(links.outlookUrl);
    expect(outlook.searchParams.get('startdt')).toBe('2026-11-02T17:00:00.000Z');
    expect(outlook.searchParams.get('subject')).toBe('Free consultation: Payroll — Silver State Books');
  });
});

describe('the private link', () => {
  const SECRET = 'a-secret-of-at-least-thirty-two-characters';

  it('names its booking until it lapses', async () => {
    const token = await signBookingToken(SECRET, ID, new Date('2026-11-02T17:00:00Z'));
    expect(token).toMatch(new RegExp(`^${ID}\\.1793638800\\.[A-Za-z0-9_-]{43}$`));
    expect(await readBookingToken(SECRET, token, new Date('2026-11-02T16:59:59Z'))).toEqual({ ok: true, bookingId: ID });
    // A lapsed token still names its booking: its signature holds.
    expect(await readBookingToken(SECRET, token, new Date('2026-11-02T17:00:00Z'))).toEqual({ ok: false, reason: 'expired', bookingId: ID });
  });

  it('is for one purpose: a confirm link is no manage link, and a manage link confirms nothing', async () => {
    const now = new Date('2026-10-01T00:00:00Z');
    const until = new Date('2026-11-02T17:00:00Z');
    const confirm = await signBookingToken(SECRET, ID, until, 'confirm');
    const manage = await signBookingToken(SECRET, ID, until);
    expect(confirm).not.toBe(manage);
    expect(await readBookingToken(SECRET, confirm, now, 'confirm')).toEqual({ ok: true, bookingId: ID });
    expect(await readBookingToken(SECRET, confirm, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await readBookingToken(SECRET, manage, now, 'confirm')).toEqual({ ok: false, reason: 'invalid' });
    expect(manageUrl('https://www.example-firm.test/', confirm, 'confirm')).toBe(`https://www.example-firm.test/book/confirm?token=${encodeURIComponent(confirm)}`);
  });

  it('is refused when any part was changed or another secret signed it', async () => {
    const now = new Date('2026-10-01T00:00:00Z');
    const token = await signBookingToken(SECRET, ID, new Date('2026-11-02T17:00:00Z'));
    const [id, expires, signature] = token.split('.') as [string, string, string];
    for (const bad of [
      `${id.replace('3f2b', '3f2c')}.${expires}.${signature}`,
      `${id}.${Number(expires) + 86400}.${signature}`,
      `${id}.${expires}.${signature.replace(/^./, (char) => (char === 'A' ? 'B' : 'A'))}`,
      `${id}.${expires}`,
      '',
      await signBookingToken('another-secret-of-at-least-thirty-two-chars', ID, new Date('2026-11-02T17:00:00Z')),
    ]) {
      expect(await readBookingToken(SECRET, bad, now), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
