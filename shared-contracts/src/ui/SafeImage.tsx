// An image that swaps in the site's placeholder when its file fails to load,
// always with explicit width and height so the page does not shift.
import { useState, type ComponentPropsWithoutRef } from 'react';

/**
 * A neutral placeholder drawn inline (so it can never fail to load itself) in the shape of the
 * image it stands in for: the same width-to-height ratio, so a missing blog image is as wide and
 * as tall as the real ones and the layout around it does not change.
 */
export function placeholderImage(width: number, height: number): string {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  // The mark (a mountain and a sun) keeps its proportions, centred and scaled to the shorter side.
  const unit = Math.min(w, h) / 300;
  const x = (w - 300 * unit) / 2;
  const y = (h - 300 * unit) / 2;
  return (
    'data:image/svg+xml;charset=utf-8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#E3E8F0"/>` +
        `<g transform="translate(${+x.toFixed(2)} ${+y.toFixed(2)}) scale(${+unit.toFixed(4)})"><path d="M85 190l40-50 30 35 20-22 40 37z" fill="#5B6778"/><circle cx="180" cy="120" r="16" fill="#5B6778"/></g></svg>`,
    )
  );
}

interface SafeImageProps extends Omit<ComponentPropsWithoutRef<'img'>, 'width' | 'height' | 'alt' | 'src'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
}

export function SafeImage({ src, alt, onError, ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const placeholder = src && src !== failedSrc ? null : placeholderImage(rest.width, rest.height);
  return (
    <img
      {...rest}
      src={placeholder ?? src ?? undefined}
      alt={alt}
      data-placeholder={placeholder ? 'true' : undefined}
      onError={(event) => {
        if (src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
