// A staff member's avatar: their uploaded image from the project's own Storage (the avatars
// bucket, docs/security.md "Avatars"), else the initial of their name. The URL is built from the
// runtime config's backend address and the profile's path, never taken from a row, so no stored
// value can make a browser fetch another host.
import styled from 'styled-components';
import { getRuntimeConfig } from '@firm/shared-contracts';
import { avatarUrl } from '@firm/shared-contracts/media';

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.mist};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

interface AvatarProps {
  userId: string;
  path: string | null | undefined;
  /** The name the initial is taken from. */
  name: string;
  size: number;
  /** Empty when the name is written beside it. */
  alt?: string;
}

export function Avatar({ userId, path, name, size, alt = '' }: AvatarProps) {
  const src = avatarUrl(getRuntimeConfig()?.supabaseUrl, userId, path);
  return (
    <Circle $size={size}>
      {src ? (
        <img src={src} alt={alt} width={size} height={size} />
      ) : (
        <span aria-hidden={alt ? undefined : true} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          {name.charAt(0).toUpperCase()}
        </span>
      )}
    </Circle>
  );
}
