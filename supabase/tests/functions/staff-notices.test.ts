// Staff notices through the outbox (supabase/functions/_shared/staffNotices.ts): what the database
// queued for an admin who asked is rendered when process-outbox delivers it, from the rows as they
// then are, and lands in the recipient's mailbox; nothing is sent to someone who has since opted
// out, for a booking change a later change superseded, or for a lead given to someone else since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, openTestDb, type TestDb } from '../db/harness.ts';
import { contextOverDb } from '../helpers/db-rest.ts';
import type { Env, FunctionContext } from '../../functions/_shared/context.ts';
import { processOutbox } from '../../functions/_shared/outbox.ts';

const SITE = 'https://www.example-firm.test';
const ENV: Env = { SITE_URL: SITE, BOOKING_LINK_SECRET: 'notice-test-booking-link-secret-0123456789' };
const DANA = 'd0000000-0000-4000-8000-000000000001';
const { admin: ADMIN, super: SUPER } = USERS;

let db: TestDb;
let context: FunctionContext;

beforeAll(async () => {
  db = await openTestDb();
  context = contextOverDb(db, ENV);
});

afterAll(async () => {
  await db?.close();
});

async function mailTo(email: string, template: string) {
  const { rows } = await db.ownerQuery<{ subject: string; text: string; html: string }>(
    'select subject, text, html from public.mailbox_messages where to_email = $1 and template = $2 order by created_at, id',
    [email, template],
  );
  return rows;
}

async function prefer(user: string, columns: Record<string, boolean>) {
  const names = Object.keys(columns);
  await db.ownerQuery(
    `insert into public.staff_notice_preferences (user_id, ${names.join(', ')}) values ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})
     on conflict (user_id) do update set ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')}`,
    [user, ...Object.values(columns)],
  );
}

describe('a new inquiry', () => {
  it('emails the admin who asked, with every way to reach the person and the lead\'s page', async () => {
    await prefer(ADMIN.id, { new_inquiry: true });
    const { rows } = await db.ownerQuery<{ lead_id: string }>(
      `insert into public.contact_inquiries (first_name, last_name, email, phone, company, message, service)
       values ('Ana', 'Ruiz', 'ana@ruizroofing.example', '(702) 555-0142', 'Ruiz Roofing', 'Payroll for 3 <b>crews</b>', 'payroll')
       returning lead_id`,
    );
    await processOutbox(context);
    const [mail, ...more] = await mailTo(ADMIN.email, 'staff-new-inquiry');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New Payroll inquiry from Ana Ruiz, Ruiz Roofing');
    expect(mail!.text).toContain('Hi Marcus Reyes,');
    expect(mail!.text).toContain('Email: ana@ruizroofing.example\nPhone: (702) 555-0142');
    expect(mail!.text).toContain('Payroll for 3 <b>crews</b>');
    expect(mail!.html).toContain('Payroll for 3 &lt;b&gt;crews&lt;/b&gt;');
    expect(mail!.text).toContain(`${SITE}/admin/leads/${rows[0]!.lead_id}`);
    expect(mail!.text).toContain(`under Notices in your portal profile (${SITE}/admin/profile)`);
  });

  it('sends nothing to an admin who opted out before it went out', async () => {
    await prefer(ADMIN.id, { new_inquiry: true });
    await db.ownerQuery(
      `insert into public.contact_inquiries (first_name, email, message, service) values ('Bo', 'bo@example.com', 'Hello', 'bookkeeping')`,
    );
    await prefer(ADMIN.id, { new_inquiry: false });
    await processOutbox(context);
    const mails = await mailTo(ADMIN.email, 'staff-new-inquiry');
    expect(mails.some((mail) => mail.subject.includes('Bo'))).toBe(false);
  });
});

describe('bookings', () => {
  it('a confirmed booking is news; of two quick moves only the last is sent', async () => {
    await prefer(SUPER.id, { new_booking: true, booking_changed: true });
    const { rows } = await db.ownerQuery<{ id: string }>(
      `insert into public.bookings (staff_id, service, starts_at, ends_at, blocked_until, status, hold_expires_at,
                                    name, email, company, message, visitor_time_zone)
       values ($1, 'payroll', '2027-01-12 10:00 America/Los_Angeles', '2027-01-12 10:30 America/Los_Angeles', '2027-01-12 10:45 America/Los_Angeles',
               'held', now() + interval '30 minutes', 'Sam Ortiz', 'sam@ortiz.example', 'Ortiz Plumbing', 'Payroll for 6', 'America/New_York')
       returning id`,
      [DANA],
    );
    const id = rows[0]!.id;
    await db.ownerQuery(`update public.bookings set status = 'confirmed', confirmed_at = now(), hold_expires_at = null where id = $1`, [id]);
    await processOutbox(context);
    const [booked] = await mailTo(SUPER.email, 'staff-new-booking');
    expect(booked!.subject).toBe('New consultation: Sam Ortiz, Ortiz Plumbing, Tuesday, January 12, 2027 at 10:00 AM PST');
    expect(booked!.text).toContain('booked a free Payroll consultation with Dana Whitfield.');

    for (const day of ['13', '14']) {
      await db.ownerQuery(
        `update public.bookings set starts_at = $2::timestamptz, ends_at = $2::timestamptz + interval '30 minutes',
                blocked_until = $2::timestamptz + interval '45 minutes', sequence = sequence + 1 where id = $1`,
        [id, `2027-01-${day} 11:00 America/Los_Angeles`],
      );
    }
    await processOutbox(context);
    const moved = await mailTo(SUPER.email, 'staff-booking-changed');
    expect(moved.map((mail) => mail.subject)).toEqual(["Moved: Sam Ortiz, Ortiz Plumbing's consultation, now Thursday, January 14, 2027 at 11:00 AM PST"]);
  });
});

describe('a lead given to someone', () => {
  it('tells the new owner who gave it and what is next', async () => {
    await prefer(ADMIN.id, { lead_assigned: true });
    const { rows } = await db.ownerQuery<{ lead_id: string }>(
      `insert into public.contact_inquiries (first_name, email, company, message, service) values ('Lou', 'lou@example.com', 'Lou''s Deli', 'Hi', 'bookkeeping') returning lead_id`,
    );
    const lead = rows[0]!.lead_id;
    await db.committed('super', async (session) => {
      await session.query(`update public.leads set owner_id = $2, next_step = 'Send the proposal', next_step_on = '2027-01-05' where id = $1`, [lead, ADMIN.id]);
    });
    await processOutbox(context);
    const [mail] = await mailTo(ADMIN.email, 'staff-lead-assigned');
    expect(mail!.subject).toBe("Dana Whitfield gave you a lead: Lou, Lou's Deli");
    expect(mail!.text).toContain('Next step: January 5, 2027: Send the proposal');
    expect(mail!.text).toContain(`${SITE}/admin/leads/${lead}`);
  });
});

describe('the daily digest', () => {
  it('lists the calls, the new leads and the next steps due', async () => {
    await prefer(ADMIN.id, { daily_digest: true });
    await db.ownerQuery(
      `insert into public.leads (email, name, company, first_seen_at, next_step, next_step_on, owner_id, status) values
         ('digest.new@example.com', 'Nia Cole', 'Cole Dental', '2027-02-01 18:00 America/Los_Angeles', null, null, null, 'new'),
         ('digest.due@example.com', 'Ray Park', null, '2027-01-20 09:00 America/Los_Angeles', 'Call back', '2027-02-02', $1, 'contacted')`,
      [ADMIN.id],
    );
    await db.ownerQuery(
      `insert into public.outbox_messages (kind, payload, dedupe_key) values
         ('staff.notice', jsonb_build_object('event', 'daily_digest', 'userId', $1::text, 'day', '2027-02-02'), 'digest-test')`,
      [ADMIN.id],
    );
    await processOutbox(context);
    const [mail] = await mailTo(ADMIN.email, 'staff-daily-digest');
    expect(mail!.subject).toBe('Your day: Tuesday, February 2, 2027');
    expect(mail!.text).toContain('New leads in the last 24 hours:\nNia Cole, Cole Dental (digest.new@example.com)');
    // Lou's lead, given to this admin above with a step due January 5, is overdue too.
    expect(mail!.text).toContain(
      'Next steps due (yours and leads without an owner):\nJanuary 5, 2027: Send the proposal for Lou\nFebruary 2, 2027: Call back for Ray Park',
    );
    expect(mail!.text).toContain('Calls today and tomorrow:\nNone booked.');
  });
});
