// The rows whose media staff manage and the files they point at (docs/architecture.md#d42):
// files go to the public site-media bucket through supabase-js `storage`, rows are updated through
// the REST API; row-level security (on the tables and on storage.objects) allows both to admins only.
import { getSupabase } from '@firm/shared-contracts';
import { IMAGE_SHAPES, siteMediaUrl, SITE_MEDIA_BUCKET, type ImageKind, storedLogo, storedPicture, type StoredPicture } from '@firm/shared-contracts/media';
import { dataError } from '../../lib/errors.ts';
import type { ConvertedImage } from './imageConverter.ts';
import { removeStoredFiles, storeNewFile } from '../../lib/storageFiles.ts';

export interface TeamPhotoRow {
  id: string;
  name: string;
  title: string | null;
  photoPath: string | null;
  photo: StoredPicture | null;
  /** The seed's static file, shown until a photo is uploaded. */
  staticUrl: string | null;
}

export interface OutletLogoRow {
  id: string;
  name: string;
  logoPath: string | null;
  logoWidth: number | null;
  logo: StoredPicture | null;
  staticUrl: string | null;
}

export interface VideoReviewRow {
  id: string;
  name: string;
  videoPath: string | null;
  posterPath: string | null;
  poster: StoredPicture | null;
  staticVideoUrl: string | null;
  staticPosterUrl: string | null;
}

export interface SiteMedia {
  team: TeamPhotoRow[];
  logos: OutletLogoRow[];
  videos: VideoReviewRow[];
}

export async function loadSiteMedia(): Promise<SiteMedia> {
  const client = await getSupabase();
  const url = siteMediaUrl(client);
  const [team, mentions, videos] = await Promise.all([
    client.from('team_members').select('id, first_name, title, photo_path, avatar_url').order('department').order('sort_order').order('first_name'),
    client.from('media_mentions').select('id, publication_name, logo_path, logo_width, logo_height, publication_logo_url').order('mention_date', { ascending: false }),
    client.from('video_reviews').select('id, client_first_name, client_title, video_path, poster_path, video_url, thumbnail_url').order('sort_order'),
  ]);
  const failed = team.error ?? mentions.error ?? videos.error;
  if (failed) throw dataError(failed);
  return {
    team: (team.data ?? []).map((row) => ({
      id: row.id,
      name: row.first_name,
      title: row.title,
      photoPath: row.photo_path,
      photo: row.photo_path ? storedPicture('teamPhoto', row.photo_path, url) : null,
      staticUrl: row.avatar_url,
    })),
    logos: (mentions.data ?? []).map((row) => ({
      id: row.id,
      name: row.publication_name,
      logoPath: row.logo_path,
      logoWidth: row.logo_width,
      logo: storedLogo(row, url),
      staticUrl: row.publication_logo_url,
    })),
    videos: (videos.data ?? []).map((row) => ({
      id: row.id,
      name: row.client_title ? `${row.client_first_name}, ${row.client_title}` : row.client_first_name,
      videoPath: row.video_path,
      posterPath: row.poster_path,
      poster: row.poster_path ? storedPicture('videoPoster', row.poster_path, url) : null,
      staticVideoUrl: row.video_url,
      staticPosterUrl: row.thumbnail_url,
    })),
  };
}

/** Stores one new file; a name is never reused (each upload has its own folder), so no upsert. */
export function storeFile(path: string, file: Blob): Promise<void> {
  return storeNewFile(SITE_MEDIA_BUCKET, path, file);
}

export function removeFiles(paths: string[]): Promise<void> {
  return removeStoredFiles(SITE_MEDIA_BUCKET, paths);
}

/** Fails when no row changed (row-level security hides what it refuses). */
function changedOne(result: { data: unknown[] | null; error: { message: string; code?: string } | null }): void {
  if (result.error) throw dataError(result.error);
  if (!result.data || result.data.length === 0) throw new Error('The row was not changed');
}

export async function setTeamPhoto(id: string, photoPath: string | null): Promise<void> {
  const client = await getSupabase();
  changedOne(await client.from('team_members').update({ photo_path: photoPath }).eq('id', id).select('id'));
}

export async function setOutletLogo(id: string, logo: { path: string; width: number; height: number } | null): Promise<void> {
  const client = await getSupabase();
  const values = logo ? { logo_path: logo.path, logo_width: logo.width, logo_height: logo.height } : { logo_path: null, logo_width: null, logo_height: null };
  changedOne(await client.from('media_mentions').update(values).eq('id', id).select('id'));
}

export async function setVideoReviewMedia(id: string, values: { video_path?: string | null; poster_path?: string | null }): Promise<void> {
  const client = await getSupabase();
  changedOne(await client.from('video_reviews').update(values).eq('id', id).select('id'));
}

export interface SiteMediaApi {
  loadSiteMedia: typeof loadSiteMedia;
  storeFile: typeof storeFile;
  removeFiles: typeof removeFiles;
  setTeamPhoto: typeof setTeamPhoto;
  setOutletLogo: typeof setOutletLogo;
  setVideoReviewMedia: typeof setVideoReviewMedia;
  /** Converts in a Web Worker, which loads the encoders only when a file is to be converted. */
  convertImage(file: Blob, kind: ImageKind, onProgress?: (step: string) => void): Promise<ConvertedImage>;
}

export const siteMediaApi: SiteMediaApi = {
  loadSiteMedia,
  storeFile,
  removeFiles,
  setTeamPhoto,
  setOutletLogo,
  setVideoReviewMedia,
  convertImage: async (file, kind, onProgress) =>
    (await import('./convertInWorker.ts')).convertInWorker(file, IMAGE_SHAPES[kind], onProgress && ((step) => onProgress(step))),
};
