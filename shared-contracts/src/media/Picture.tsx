// The one way a page shows a stored image (docs/architecture.md#d42): a <picture> whose AVIF and
// WebP sources the browser chooses from, over an <img> with the image's width and height, so the
// space is kept before the file arrives. Styling stays the caller's: it targets the img. Should
// the file fail to load, the caller's `fallback` takes its place (its static file, a placeholder).
import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { StoredPicture } from './siteMedia.ts';

interface PictureProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  picture: StoredPicture;
  alt: string;
  /** The `sizes` of the sources: how wide the image is shown (default: its own width). */
  sizes?: string;
  /** Shown instead of the picture once its file fails to load; without one, the img stays. */
  fallback?: ReactNode;
}

export function Picture({ picture, alt, sizes, fallback, onError, ...img }: PictureProps) {
  // The picture that failed, so a new one (a replaced upload) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (fallback !== undefined && failedSrc === picture.src) return <>{fallback}</>;
  const shownSizes = sizes ?? `${picture.width}px`;
  return (
    // display: contents, so the caller's styles of its img (a flex item, a full-size cover) hold.
    <picture data-stored-picture="" style={{ display: 'contents' }}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={shownSizes} />
      ))}
      <img
        {...img}
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        onError={(event) => {
          setFailedSrc(picture.src);
          onError?.(event);
        }}
      />
    </picture>
  );
}
