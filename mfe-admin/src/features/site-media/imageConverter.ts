// Resizes an image and encodes each size as AVIF and WebP before it is stored
// (docs/architecture.md#d42). Encoding AVIF takes seconds of CPU, more than a hosted Edge
// Function may spend (about 2 s), so the portal does it, in a Web Worker (imageWorker.ts) so the
// screen stays responsive and a conversion can be cancelled; the bucket still refuses any type but
// the ones it allows. Loaded only inside that worker, with the WebAssembly encoders it imports:
// no screen's own bundle, and no public page, downloads it.
import encodeAvif from '@jsquash/avif/encode.js';
import encodeWebp from '@jsquash/webp/encode.js';
import type { ImageFormat } from '@firm/shared-contracts/media';
import { targetSizes, type ConversionShape, type Size } from './imageSizes.ts';

export interface ConvertedFile {
  width: number;
  format: ImageFormat;
  blob: Blob;
}

export interface ConvertedImage {
  /** The smallest size's: what a page reserves (a logo's own size). */
  width: number;
  height: number;
  files: ConvertedFile[];
}

/** Good-looking photos at a fraction of a JPEG's weight; logos keep their edges. */
const QUALITY = { avif: 55, webp: 82 } as const;

function canvasOf(size: Size): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(size.width, size.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

/** The bitmap drawn at `size`: cropped to fill it ('cover') or scaled to fit ('contain'). */
function pixels(bitmap: ImageBitmap, size: Size, fit: 'cover' | 'contain'): ImageData {
  const canvas = canvasOf(size);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error('This browser cannot draw images.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  if (fit === 'cover') {
    const scale = Math.max(size.width / bitmap.width, size.height / bitmap.height);
    const sw = size.width / scale;
    const sh = size.height / scale;
    context.drawImage(bitmap, (bitmap.width - sw) / 2, (bitmap.height - sh) / 2, sw, sh, 0, 0, size.width, size.height);
  } else {
    context.drawImage(bitmap, 0, 0, size.width, size.height);
  }
  return context.getImageData(0, 0, size.width, size.height);
}

/** A step of a conversion: what it does, and the share of the work done before it (0 to 1). */
export type ConversionProgress = (step: string, fraction: number) => void;

/** Converts `file` to each size of `shape`, in each of `formats` (IMAGE_FORMATS, handed in so the worker imports no shared module). */
export async function convertImage(
  file: Blob,
  shape: ConversionShape,
  formats: readonly ImageFormat[],
  onProgress: ConversionProgress = () => {},
): Promise<ConvertedImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const sizes = targetSizes(shape, { width: bitmap.width, height: bitmap.height });
    const files: ConvertedFile[] = [];
    const steps = sizes.length * formats.length;
    for (const size of sizes) {
      const image = pixels(bitmap, size, shape.fit);
      for (const format of formats) {
        onProgress(`Converting to ${format.extension.toUpperCase()}, ${size.width} × ${size.height}...`, files.length / steps);
        const encoded = format.extension === 'avif' ? await encodeAvif(image, { quality: QUALITY.avif }) : await encodeWebp(image, { quality: QUALITY.webp });
        files.push({ width: size.width, format, blob: new Blob([encoded], { type: format.type }) });
      }
    }
    const first = sizes[0] as Size;
    return { width: first.width, height: first.height, files };
  } finally {
    bitmap.close();
  }
}
