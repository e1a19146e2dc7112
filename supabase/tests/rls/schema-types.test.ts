// The clients' row types (shared-contracts/src/supabase/schema.ts) narrow text columns to the
// values their check constraints allow; this reads the constraints from the migrated database, so
// a migration that changes one fails here until the types follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKED_VALUES } from '../../../shared-contracts/src/supabase/schema.ts';
import { openTestDb, type TestDb } from '../db/harness.ts';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

/** The values of a check constraint's list (Postgres shows `x in (...)` as `x = ANY (ARRAY[...])`). */
async function allowedValues(constraint: string): Promise<string[]> {
  const { rows } = await db.ownerQuery<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1 and connamespace = 'public'::regnamespace`,
    [constraint],
  );
  expect(rows, constraint).toHaveLength(1);
  const list = /ARRAY\[([^\]]*)\]/.exec(rows[0]?.definition ?? '')?.[1] ?? '';
  return [...list.matchAll(/'([^']*)'::text/g)].map((match) => match[1] as string);
}

describe('check constraints behind the narrowed row types', () => {
  it.each([
    ['user_roles_role_check', CHECKED_VALUES.role],
    ['blog_posts_status_check', CHECKED_VALUES.postStatus],
    ['outbox_messages_status_check', CHECKED_VALUES.deliveryStatus],
    ['contact_inquiries_forwarding_status_check', CHECKED_VALUES.deliveryStatus],
    ['outbox_messages_failure_kind_check', CHECKED_VALUES.failureKind],
    ['contact_inquiries_forwarding_failure_check', CHECKED_VALUES.failureKind],
    ['bookings_status_check', CHECKED_VALUES.bookingStatus],
    ['bookings_service_check', CHECKED_VALUES.bookingService],
    ['booking_hours_service_check', CHECKED_VALUES.bookingService],
  ])('%s allows exactly the typed values', async (constraint, values) => {
    expect((await allowedValues(constraint)).sort()).toEqual([...values].sort());
  });
});
