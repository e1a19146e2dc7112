// Reads the newsroom through press_release_list() and media_mention_list(), functions answering
// one JSON value (docs/security.md, "Public reads"): every press release, newest first, and every
// media mention, newest first, with the stored logo's public URLs when staff uploaded one
// (docs/architecture.md#d42). Failures are thrown; /press's loader keeps each as its part's error,
// so the page can offer a retry. Read through the public reader, on the server as in the browser.
import type { MediaMention, PressRelease } from '@firm/shared-contracts';
import { storedLogo } from '@firm/shared-contracts/media';
import { publicRead } from '../../data/publicRead.ts';

export async function fetchPressReleases(): Promise<PressRelease[]> {
  const { reader } = await publicRead();
  const { data, error } = await reader.rpc('press_release_list', undefined, { get: true });
  if (error) throw new Error(error.message);
  return data ?? [];
}

export async function fetchMediaMentions(): Promise<MediaMention[]> {
  const { reader, mediaUrl } = await publicRead();
  const { data, error } = await reader.rpc('media_mention_list', undefined, { get: true });
  if (error) throw new Error(error.message);
  return (data ?? []).map(({ logo_path, logo_width, logo_height, ...mention }) => ({
    ...mention,
    logo: storedLogo({ logo_path, logo_width, logo_height }, mediaUrl),
  }));
}
