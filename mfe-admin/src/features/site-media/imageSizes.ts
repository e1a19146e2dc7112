// The sizes an image is converted to (docs/architecture.md#d42). Imported by the image worker, so it
// imports nothing at run time: the worker's bundle holds no shared module of the federation.
import type { ImageShape } from '@firm/shared-contracts/media';

export interface Size {
  width: number;
  height: number;
}

/** What an image is converted to: fixed sizes it is cropped to fill, or one box it is scaled to fit. */
export type ConversionShape = Pick<ImageShape, 'fit' | 'sizes'>;

/** The sizes stored for a shape: its fixed sizes, or the image scaled to fit its box (never enlarged). */
export function targetSizes(shape: ConversionShape, source: Size): Size[] {
  if (shape.fit === 'cover') return [...shape.sizes];
  const box = shape.sizes[0] as Size;
  const scale = Math.min(box.width / source.width, box.height / source.height, 1);
  return [{ width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) }];
}
