// What the public pages' loaders read through: the public reader and the public URLs of stored
// media. Neither touches a browser API or a visitor's session, so the same read runs in a route
// loader on the server and in the browser (docs/architecture.md#d44).
import { currentSupabaseSettings, getPublicReader, type PublicReader } from '@firm/shared-contracts';
import { siteMediaPublicUrl } from '@firm/shared-contracts/media';

export interface PublicRead {
  reader: PublicReader;
  /** The public URL of a file in the site-media bucket. */
  mediaUrl: (path: string) => string;
}

export async function publicRead(): Promise<PublicRead> {
  const reader = await getPublicReader();
  // The reader exists only once the settings are set, so they are here.
  const supabaseUrl = currentSupabaseSettings()?.supabaseUrl ?? '';
  return { reader, mediaUrl: siteMediaPublicUrl(supabaseUrl) };
}
