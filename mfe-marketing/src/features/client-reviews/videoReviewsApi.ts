// Reads the client testimonials (videos and written quotes) with their linked services through
// video_review_list(), a function answering one JSON value (docs/security.md, "Public reads"): every
// column of video_reviews plus the services linked through video_review_services, by sort_order,
// with the stored video and poster's public URLs when staff uploaded them (docs/architecture.md#d42).
// /client-reviews's loader reads it, on the server as in the browser, through the public reader.
import type { LinkedService, VideoReview } from '@firm/shared-contracts';
import { storedPicture } from '@firm/shared-contracts/media';
import { publicRead } from '../../data/publicRead.ts';

function toService(value: unknown): LinkedService | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  // A junction row ({ services: { id, name } }) or an already flat service.
  const inner = record.services && typeof record.services === 'object' ? (record.services as Record<string, unknown>) : record;
  return typeof inner.id === 'string' && typeof inner.name === 'string' ? { id: inner.id, name: inner.name } : null;
}

/** Flattens the joined services; rows arrive in sort_order. */
export function normalizeVideoReview(row: Omit<VideoReview, 'services'> & { services?: unknown }): VideoReview {
  const services = Array.isArray(row.services)
    ? row.services.map(toService).filter((service): service is LinkedService => service !== null)
    : [];
  return { ...row, services };
}

export async function fetchVideoReviews(): Promise<VideoReview[]> {
  const { reader, mediaUrl } = await publicRead();
  const { data, error } = await reader.rpc('video_review_list', undefined, { get: true });
  if (error) throw new Error(error.message);
  return (data ?? []).map(({ video_path, poster_path, ...row }) => ({
    ...normalizeVideoReview(row),
    storedVideoUrl: video_path ? mediaUrl(video_path) : null,
    poster: poster_path ? storedPicture('videoPoster', poster_path, mediaUrl) : null,
  }));
}
