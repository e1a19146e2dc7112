// The one way the portal converts an image (Site Media, content images, the post editor): in a
// Web Worker (imageWorker.ts), with progress, and cancelled by aborting `signal`, which stops the
// worker at once. A failure keeps the name the browser gave it (EncodingError, InvalidStateError),
// which uploadErrorText (mediaUpload.ts) turns into words.
import type { ConvertedImage, ConversionProgress } from './imageConverter.ts';
import type { ConversionShape } from './mediaUpload.ts';

export interface WorkerRequest {
  file: Blob;
  shape: ConversionShape;
}

export type WorkerAnswer =
  | { type: 'progress'; step: string; fraction: number }
  | { type: 'done'; image: ConvertedImage }
  | { type: 'failed'; name: string; message: string };

function abortError(): DOMException {
  return new DOMException('The conversion was cancelled.', 'AbortError');
}

export function convertInWorker(
  file: Blob,
  shape: ConversionShape,
  onProgress: ConversionProgress = () => {},
  signal?: AbortSignal,
): Promise<ConvertedImage> {
  if (signal?.aborted) return Promise.reject(abortError());
  const worker = new Worker(new URL('./imageWorker.ts', import.meta.url), { type: 'module', name: 'image-converter' });
  return new Promise<ConvertedImage>((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      if (data.type === 'progress') return onProgress(data.step, data.fraction);
      finish();
      if (data.type === 'done') resolve(data.image);
      else reject(Object.assign(new Error(data.message), { name: data.name }));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The image converter could not start.'));
    };
    worker.postMessage({ file, shape } satisfies WorkerRequest);
  });
}
