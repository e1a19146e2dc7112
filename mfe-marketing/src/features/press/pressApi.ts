// Reads the newsroom: every press release, newest first, and every media
// mention, newest first, with the stored logo's public URLs when staff uploaded one
// (docs/architecture.md#d42). Failures are logged and thrown so the page can offer a retry.
import { getSupabase, type MediaMention, type PressRelease } from '@firm/shared-contracts';
import { siteMediaUrl, storedLogo } from '@firm/shared-contracts/media';

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
  const publicUrl = siteMediaUrl(client);
  return (data ?? []).map(({ logo_path, logo_width, logo_height, ...mention }) => ({
    ...mention,
    logo: storedLogo({ logo_path, logo_width, logo_height }, publicUrl),
  }));
}
