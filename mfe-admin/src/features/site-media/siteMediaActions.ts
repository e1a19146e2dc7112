// What each button of the Site Media screen does, in the order mediaUpload.ts keeps: convert and
// store the new files under a new folder, point the row at them, then remove the old files.
import { imageFolder, imageObjectPaths, variantPath, videoPath, type ImageKind } from '@firm/shared-contracts/media';
import { replaceMedia, type ReplacementOutcome } from './mediaUpload.ts';
import type { OutletLogoRow, SiteMediaApi, TeamPhotoRow, VideoReviewRow } from './siteMediaApi.ts';

export type Progress = (step: string) => void;

function uploadId(): string {
  return crypto.randomUUID();
}

/** Converts `file` as `kind` and stores every variant under a new folder, then `point`s the row. */
function replaceImage(
  api: SiteMediaApi,
  kind: ImageKind,
  rowId: string,
  file: Blob,
  oldPaths: string[],
  point: (folder: string, size: { width: number; height: number }) => Promise<void>,
  onProgress: Progress,
): Promise<ReplacementOutcome> {
  const folder = imageFolder(kind, rowId, uploadId());
  return replaceMedia({
    async store(stored) {
      const image = await api.convertImage(file, kind, onProgress);
      for (const [index, converted] of image.files.entries()) {
        onProgress(`Uploading ${index + 1} of ${image.files.length}...`);
        const path = variantPath(folder, converted.width, converted.format);
        await api.storeFile(path, converted.blob);
        stored.push(path);
      }
      return { width: image.width, height: image.height };
    },
    point: (size) => point(folder, size),
    oldPaths,
    remove: api.removeFiles,
  });
}

/** Points the row away from its files first, so a failed removal never leaves it pointing at nothing. */
async function clearMedia(api: SiteMediaApi, point: () => Promise<void>, oldPaths: string[]): Promise<ReplacementOutcome> {
  return replaceMedia({ store: async () => {}, point, oldPaths, remove: api.removeFiles });
}

export function teamPhotoActions(api: SiteMediaApi, row: TeamPhotoRow) {
  const oldPaths = row.photoPath ? imageObjectPaths('teamPhoto', row.photoPath) : [];
  return {
    replace: (file: Blob, onProgress: Progress) =>
      replaceImage(api, 'teamPhoto', row.id, file, oldPaths, (folder) => api.setTeamPhoto(row.id, folder), onProgress),
    remove: () => clearMedia(api, () => api.setTeamPhoto(row.id, null), oldPaths),
  };
}

export function outletLogoActions(api: SiteMediaApi, row: OutletLogoRow) {
  const oldPaths = row.logoPath ? imageObjectPaths('outletLogo', row.logoPath, row.logoWidth) : [];
  return {
    replace: (file: Blob, onProgress: Progress) =>
      replaceImage(api, 'outletLogo', row.id, file, oldPaths, (folder, size) => api.setOutletLogo(row.id, { path: folder, ...size }), onProgress),
    remove: () => clearMedia(api, () => api.setOutletLogo(row.id, null), oldPaths),
  };
}

export function videoReviewActions(api: SiteMediaApi, row: VideoReviewRow) {
  const posterPaths = row.posterPath ? imageObjectPaths('videoPoster', row.posterPath) : [];
  return {
    replaceVideo: (file: File, onProgress: Progress) => {
      const path = videoPath(row.id, uploadId(), file.type);
      return replaceMedia({
        async store(stored) {
          onProgress('Uploading the video...');
          await api.storeFile(path, file);
          stored.push(path);
        },
        point: () => api.setVideoReviewMedia(row.id, { video_path: path }),
        oldPaths: row.videoPath ? [row.videoPath] : [],
        remove: api.removeFiles,
      });
    },
    replacePoster: (file: Blob, onProgress: Progress) =>
      replaceImage(api, 'videoPoster', row.id, file, posterPaths, (folder) => api.setVideoReviewMedia(row.id, { poster_path: folder }), onProgress),
    remove: () =>
      clearMedia(api, () => api.setVideoReviewMedia(row.id, { video_path: null, poster_path: null }), [
        ...(row.videoPath ? [row.videoPath] : []),
        ...posterPaths,
      ]),
  };
}
