// The staff audit trail over HTTP (20261129140000_staff_audit_and_removal.sql): a role change made
// through REST is recorded with its actor; super admins read the trail, admins do not; nobody
// inserts, updates or deletes a row through PostgREST, not even with the secret key.
import { describe, expect, it } from 'vitest';
import { serviceClient, signedInClient, staffClient } from '../helpers/clients.ts';

describe('audit_events over REST', () => {
  it('records a role granted by a super admin, readable by super admins only', async () => {
    const superAdmin = await staffClient('super@demo.local');
    const admin = await staffClient('admin@demo.local');
    const hire = await signedInClient('audit-hire');
    const superId = (await superAdmin.auth.getUser()).data.user?.id;

    const granted = await superAdmin.from('user_roles').insert({ user_id: hire.user.id, role: 'writer' });
    expect(granted.error).toBeNull();

    const seen = await superAdmin.from('audit_events').select('actor_id, actor_kind, target_id, action, details').eq('target_id', hire.user.id);
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([
      { actor_id: superId, actor_kind: 'user', target_id: hire.user.id, action: 'role_granted', details: { new_role: 'writer' } },
    ]);

    const byAdmin = await admin.from('audit_events').select('id');
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data).toEqual([]);

    await serviceClient().auth.admin.deleteUser(hire.user.id);
  });

  it('refuses inserts, updates and deletes to every caller, the secret key included', async () => {
    const callers = { service: serviceClient(), super: await staffClient('super@demo.local') };
    for (const [name, client] of Object.entries(callers)) {
      const inserted = await client.from('audit_events').insert({ actor_kind: 'system', action: 'role_granted' });
      const updated = await client.from('audit_events').update({ details: {} }).gt('id', 0).select('id');
      const deleted = await client.from('audit_events').delete().gt('id', 0).select('id');
      expect({ name, codes: [inserted.error?.code, updated.error?.code, deleted.error?.code] }).toEqual({ name, codes: ['42501', '42501', '42501'] });
    }
    const { count } = await serviceClient().from('audit_events').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
  });
});
