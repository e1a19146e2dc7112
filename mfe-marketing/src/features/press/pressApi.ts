// Reads the newsroom: every press release, newest first, and every media
// mention, newest first. Failures are logged and thrown so the page can offer a retry.
import { getSupabase, type MediaMention, type PressRelease } from '@firm/shared-contracts';

export async function fetchPressReleases(): Promise<PressRelease[]> {
  const client = await getSupabase();
  const { data, error } = await client.from('press_releases').select('*').order('release_date', { ascending: false });
  if (error) throw new Error(error.message);
  return data ?? [];
}

export async function fetchMediaMentions(): Promise<MediaMention[]> {
  const client = await getSupabase();
  const { data, error } = await client.from('media_mentions').select('*').order('mention_date', { ascending: false });
  if (error) throw new Error(error.message);
  return data ?? [];
}
