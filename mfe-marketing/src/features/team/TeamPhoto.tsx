// A team member's photo: watermarked, not draggable or selectable, hidden in print, and replaced
// by a tile with the member's initial when the file is missing or fails to load.
import { useState } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@firm/shared-contracts';
import { initialOf } from './teamDirectory.ts';

/** Team portraits are square files of this size. */
export const PHOTO_SIZE = 480;

const watermarkSvg = (text: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="110"><text x="10" y="70" transform="rotate(-28 90 55)" fill="#ffffff" fill-opacity="0.45" stroke="#0B1F3A" stroke-opacity="0.18" stroke-width="0.5" font-family="system-ui, sans-serif" font-size="14" font-weight="700">© ${text}</text></svg>`,
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

const Watermark = styled.span<{ $image: string }>`
  position: absolute;
  inset: 0;
  background-image: url("${({ $image }) => $image}");
  background-repeat: repeat;
  pointer-events: none;
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

interface TeamPhotoProps {
  src: string | null;
  name: string;
  /** Empty when the name is already beside the photo (the card), a description otherwise. */
  alt: string;
  round?: boolean;
  eager?: boolean;
}

export function TeamPhoto({ src, name, alt, round = false, eager = false }: TeamPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return (
    <Frame $round={round} data-protected-media="" data-team-photo="">
      {usable ? (
        <>
          <img
            src={usable}
            alt={alt}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
            onError={() => setFailedSrc(usable)}
          />
          <Watermark aria-hidden="true" data-watermark="" $image={watermarkSvg(siteConfig.brandName)} />
        </>
      ) : alt ? (
        <InitialTile role="img" aria-label={alt} data-initial-tile="">
          {initialOf(name)}
        </InitialTile>
      ) : (
        <InitialTile aria-hidden="true" data-initial-tile="">
          {initialOf(name)}
        </InitialTile>
      )}
    </Frame>
  );
}
