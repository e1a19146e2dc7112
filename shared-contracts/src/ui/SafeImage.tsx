// An image that swaps in the site's placeholder when its file fails to load,
// always with explicit width and height so the page does not shift.
import { useState, type ComponentPropsWithoutRef } from 'react';

/** A neutral placeholder drawn inline, so it can never fail to load itself. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#E3E8F0"/><path d="M150 190l40-50 30 35 20-22 40 37z" fill="#5B6778"/><circle cx="245" cy="120" r="16" fill="#5B6778"/></svg>',
  );

interface SafeImageProps extends Omit<ComponentPropsWithoutRef<'img'>, 'width' | 'height' | 'alt' | 'src'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
}

export function SafeImage({ src, alt, onError, ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      {...rest}
      src={usable}
      alt={alt}
      data-placeholder={usable === PLACEHOLDER_IMAGE ? 'true' : undefined}
      onError={(event) => {
        if (src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
