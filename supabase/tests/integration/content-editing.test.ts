// Content editing over real HTTP (migration 20261201200000_content_editing.sql): a writer's token
// cannot create, edit, hide, reorder or delete team content, nor any other public content, through
// the REST API; an admin's can, and what an admin hides is gone from the public read at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, staffClient } from '../helpers/clients.ts';

const service = serviceClient();
let writer: SupabaseClient;
let admin: SupabaseClient;

interface Member {
  id: string;
  first_name: string;
  about: string | null;
  shown: boolean;
  sort_order: number;
}

async function aMember(): Promise<Member> {
  const { data, error } = await service.from('team_members').select('id, first_name, about, shown, sort_order').order('sort_order').limit(1).single();
  if (error) throw error;
  return data as Member;
}

beforeAll(async () => {
  writer = await staffClient('writer@demo.local');
  admin = await staffClient('admin@demo.local');
});

afterAll(async () => {
  await Promise.all([writer?.auth.signOut(), admin?.auth.signOut()]);
});

describe('a writer cannot edit team content (REST)', () => {
  it('cannot change a team member’s bio, order or visibility', async () => {
    const before = await aMember();
    const update = await writer
      .from('team_members')
      .update({ about: 'Written by a writer', shown: false, sort_order: 999 })
      .eq('id', before.id)
      .select('id');
    // Row-level security shows the writer the row but matches none for update: nothing changes.
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    expect(await aMember()).toEqual(before);
  });

  it('cannot add a team member', async () => {
    const { error } = await writer.from('team_members').insert({ first_name: 'Intruder', department: 'Leadership' }).select('id');
    expect(error?.code).toBe('42501');
    const { count } = await service.from('team_members').select('id', { count: 'exact', head: true }).eq('first_name', 'Intruder');
    expect(count).toBe(0);
  });

  it('cannot delete a team member', async () => {
    const before = await aMember();
    const { data, error } = await writer.from('team_members').delete().eq('id', before.id).select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await aMember()).toEqual(before);
  });

  it('cannot reorder the team', async () => {
    const { data: rows } = await service.from('team_members').select('id').order('sort_order', { ascending: false });
    const { error } = await writer.rpc('set_content_order', { content_kind: 'team', ordered_ids: (rows ?? []).map((row) => row.id) });
    expect(error?.code).toBe('42501');
  });

  it('cannot write press releases, mentions, reviews or video reviews either', async () => {
    const attempts = await Promise.all([
      writer.from('press_releases').insert({ title: 'Writer release', release_date: '2026-01-01', content: 'Body' }),
      writer.from('media_mentions').insert({ publication_name: 'W', article_title: 'W', article_url: 'https://w.example/a', snippet_html: 'W', mention_date: '2026-01-01' }),
      writer.from('reviews').insert({ author_first_name: 'W', rating: 5, body: 'W', review_date: '2026-01-01', source: 'Google' }),
      writer.from('video_reviews').insert({ client_first_name: 'W', review_date: '2026-01-01', quote: 'W' }),
    ]);
    expect(attempts.map((attempt) => attempt.error?.code)).toEqual(['42501', '42501', '42501', '42501']);
    const hides = await Promise.all(
      (['press_releases', 'media_mentions', 'reviews', 'video_reviews'] as const).map((table) =>
        writer.from(table).update({ shown: false }).neq('id', '00000000-0000-0000-0000-000000000000').select('id'),
      ),
    );
    expect(hides.map((hide) => hide.data)).toEqual([[], [], [], []]);
  });

  it('anon cannot write either', async () => {
    const anon = anonClient();
    const { error } = await anon.from('team_members').update({ about: 'anon' }).neq('id', '00000000-0000-0000-0000-000000000000');
    expect(error?.code).toBe('42501');
  });
});

describe('an admin edits team content (REST)', () => {
  it('changes a bio, and hides a member from the public read until shown again', async () => {
    const before = await aMember();
    try {
      const edited = await admin.from('team_members').update({ about: 'A bio an admin wrote.' }).eq('id', before.id).select('about');
      expect(edited.error).toBeNull();
      expect(edited.data).toEqual([{ about: 'A bio an admin wrote.' }]);

      const publicRead = async () => {
        const { data, error } = await anonClient().rpc('team_directory', undefined, { get: true });
        expect(error).toBeNull();
        return (data as { id: string; about: string | null }[]).find((member) => member.id === before.id) ?? null;
      };
      expect((await publicRead())?.about).toBe('A bio an admin wrote.');

      expect((await admin.from('team_members').update({ shown: false }).eq('id', before.id).select('id')).data).toHaveLength(1);
      expect(await publicRead()).toBeNull();
    } finally {
      await service.from('team_members').update({ about: before.about, shown: true }).eq('id', before.id);
    }
  });

  it('is told why a bio is refused', async () => {
    const before = await aMember();
    const { error } = await admin.from('team_members').update({ about: 'x'.repeat(4001) }).eq('id', before.id);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('team_members_about_length');
  });
});
