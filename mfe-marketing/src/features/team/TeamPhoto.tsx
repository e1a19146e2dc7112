// A team member's photo: marked as the firm's in a small corner mark, not draggable or selectable,
// hidden in print, and replaced by a tile with the member's initial when the file is missing or
// fails to load. A photo staff uploaded (docs/architecture.md#d42) is a <picture> of its AVIF and
// WebP sizes; without one, the static file the row names. Either way it carries the corner mark.
import { useState } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@firm/shared-contracts';
import { Picture, type StoredPicture } from '@firm/shared-contracts/media';
import { initialOf } from './teamDirectory.ts';

/** Team portraits are square files of this size. */
export const PHOTO_SIZE = 480;

/** The corner mark's size in CSS pixels: small enough to sit on the shoulder, clear of the face. */
export const WATERMARK_SIZE = { width: 132, height: 16 } as const;

// Drawn as an image, not as text, so the mark adds nothing to the card's accessible name or to
// copied text. Light and faint, with a hairline of navy so it still shows on a light shirt.
const watermarkSvg = (text: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WATERMARK_SIZE.width}" height="${WATERMARK_SIZE.height}"><text x="${WATERMARK_SIZE.width - 2}" y="12" text-anchor="end" fill="#ffffff" fill-opacity="0.6" stroke="#0B1F3A" stroke-opacity="0.2" stroke-width="0.4" font-family="system-ui, sans-serif" font-size="10" font-weight="600" letter-spacing="0.2">© ${text}</text></svg>`,
  );

const Frame = styled.div<{ $round: boolean }>`
  position: relative;
  width: 100%;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radius.card)};
  background: ${({ theme }) => theme.color.line};
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    -webkit-user-drag: none;
    pointer-events: none;
  }
  @media print {
    display: none !important;
  }
`;

const InitialTile = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.paper};
  font-size: clamp(2rem, 8vw, 4rem);
  font-weight: 700;
  line-height: 1;
`;

/*
 * Bottom right on a square photo, bottom centre on a round one (whose corners are cut off):
 * below the face in both, where a portrait has shoulders or background. On a small card it
 * shrinks with the photo rather than spanning it.
 */
const Watermark = styled.span<{ $image: string; $round: boolean }>`
  position: absolute;
  bottom: ${({ $round }) => ($round ? '8%' : '8px')};
  right: ${({ $round }) => ($round ? 'auto' : '10px')};
  left: ${({ $round }) => ($round ? '50%' : 'auto')};
  transform: ${({ $round }) => ($round ? 'translateX(-50%)' : 'none')};
  width: ${WATERMARK_SIZE.width}px;
  max-width: 50%;
  height: ${WATERMARK_SIZE.height}px;
  background: url("${({ $image }) => $image}") no-repeat ${({ $round }) => ($round ? 'center' : 'right')} center / contain;
  pointer-events: none;
  /* Beside the initial, once every file failed, there is no photo to mark. */
  ${InitialTile} ~ & {
    display: none;
  }
`;

interface TeamPhotoProps {
  src: string | null;
  /** The uploaded photo, shown instead of `src` (which stays the fallback should it fail). */
  photo?: StoredPicture | null;
  name: string;
  /** Empty when the name is already beside the photo (the card), a description otherwise. */
  alt: string;
  round?: boolean;
  eager?: boolean;
}

export function TeamPhoto({ src, photo, name, alt, round = false, eager = false }: TeamPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageProps = {
    alt,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    draggable: false,
  };
  const tile = alt ? (
    <InitialTile role="img" aria-label={alt} data-initial-tile="">
      {initialOf(name)}
    </InitialTile>
  ) : (
    <InitialTile aria-hidden="true" data-initial-tile="">
      {initialOf(name)}
    </InitialTile>
  );
  const staticShown = src !== null && src !== '' && src !== failedSrc;
  // The static file, else the initial: on its own, or in place of an uploaded photo that failed.
  const staticPhoto = staticShown ? (
    <img src={src} width={PHOTO_SIZE} height={PHOTO_SIZE} {...imageProps} onError={() => setFailedSrc(src)} />
  ) : (
    tile
  );
  return (
    <Frame $round={round} data-protected-media="" data-team-photo="">
      {photo ? (
        // Shown at most a card's width: the browser picks 480 or, on dense screens, 960.
        <Picture picture={photo} sizes={`(max-width: 600px) 50vw, ${PHOTO_SIZE}px`} {...imageProps} fallback={staticPhoto} />
      ) : (
        staticPhoto
      )}
      {photo || staticShown ? (
        <Watermark aria-hidden="true" data-watermark="" $round={round} $image={watermarkSvg(siteConfig.brandName)} />
      ) : null}
    </Frame>
  );
}
