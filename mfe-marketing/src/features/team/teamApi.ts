// Reads the team directory through team_directory(), a function answering one JSON value (the
// public API offers no table to filter: docs/security.md, "Public reads"): every column of
// team_members, ordered by department, then sort_order, then first name, with the stored photo's public URLs when staff
// uploaded one (docs/architecture.md#d42); the seed's static avatar_url otherwise. /about's loader
// reads it, on the server as in the browser, through the public reader.
import type { TeamBadge, TeamMember } from '@firm/shared-contracts';
import { storedPicture } from '@firm/shared-contracts/media';
import { publicRead } from '../../data/publicRead.ts';

function toBadges(value: unknown): TeamBadge[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { badge_image, has_proadvisor_link } = item as Record<string, unknown>;
    if (typeof badge_image !== 'string' || badge_image.length === 0) return [];
    return [{ badge_image, has_proadvisor_link: has_proadvisor_link === true }];
  });
}

export async function fetchTeamMembers(): Promise<TeamMember[]> {
  const { reader, mediaUrl } = await publicRead();
  const { data, error } = await reader.rpc('team_directory', undefined, { get: true });
  if (error) throw new Error(error.message);
  return (data ?? []).map(({ photo_path, ...member }) => ({
    ...member,
    badges: toBadges(member.badges),
    photo: photo_path ? storedPicture('teamPhoto', photo_path, mediaUrl) : null,
  }));
}
