// The contact form's honeypot (create-zoho-lead), run in-process over the migrated and seeded test
// database: a request that filled the hidden `website` field is answered as received and leaves
// nothing behind, no inquiry, no CRM or email message, whatever else it holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../db/harness.ts';
import { contextOverDb } from '../helpers/db-rest.ts';
import { HONEYPOT_FIELD, HONEYPOT_THANKS } from '../../functions/_shared/contracts/validation/index.ts';
import createZohoLead from '../../functions/create-zoho-lead/handler.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

const EMAIL = 'robot-lead@example.com';

function inquiry(website: unknown) {
  return {
    firstName: 'Robo',
    lastName: 'Filler',
    email: EMAIL,
    message: 'Cheap watches at https://example.com',
    service: 'bookkeeping',
    [HONEYPOT_FIELD]: website,
  };
}

async function post(body: unknown) {
  const response = await createZohoLead(
    new Request('http://functions.test/functions/v1/create-zoho-lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.20' },
      body: JSON.stringify(body),
    }),
    contextOverDb(db, {}),
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('create-zoho-lead: the honeypot', () => {
  it('thanks a request that filled it, as it would a person, and stores and sends nothing', async () => {
    for (const website of ['https://spam.example', 'x', true, 1]) {
      expect(await post(inquiry(website)), String(website)).toEqual({ status: 202, body: { message: HONEYPOT_THANKS } });
    }
    // Even one that would not pass the form's rules is only thanked: the robot learns nothing.
    expect(await post({ [HONEYPOT_FIELD]: 'https://spam.example' })).toEqual({ status: 202, body: { message: HONEYPOT_THANKS } });
    const stored = await db.ownerQuery(
      `select 1 from public.contact_inquiries where email = $1
       union all select 1 from public.outbox_messages where payload::text like '%' || $1 || '%'
       union all select 1 from private.rate_limit_counters where bucket like 'contact:%'`,
      [EMAIL],
    );
    expect(stored.rows).toEqual([]);
  });
});
