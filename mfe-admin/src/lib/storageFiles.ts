// Files the portal stores in the project's public Storage buckets (site-media, avatars) through
// supabase-js `storage`; row-level security on storage.objects decides who may.
import { getSupabase } from '@firm/shared-contracts';

/** Stores one new file; a name is never reused (each upload has its own), so no upsert, and a year's caching. */
export async function storeNewFile(bucket: string, path: string, file: Blob): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.storage.from(bucket).upload(path, file, { cacheControl: '31536000', contentType: file.type });
  if (error) throw error;
}

/** Removes the files, failing when any was not (row-level security hides what it refuses). */
export async function removeStoredFiles(bucket: string, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const client = await getSupabase();
  const { data, error } = await client.storage.from(bucket).remove(paths);
  if (error) throw error;
  if ((data ?? []).length < paths.length) throw new Error('Some files were not removed');
}
