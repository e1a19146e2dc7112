// The one way the portal converts an image (Site Media, content images, the post editor): in a
// Web Worker (imageWorker.ts), with progress, and cancelled by aborting `signal`, which stops the
// worker at once. A failure keeps the name the browser gave it (EncodingError, InvalidStateError),
// which uploadErrorText (mediaUpload.ts) turns into words.
import { IMAGE_FORMATS, type ImageFormat } from '@firm/shared-contracts/media';
import type { ConvertedImage, ConversionProgress } from './imageConverter.ts';
import type { ConversionShape } from './imageSizes.ts';

export interface WorkerRequest {
  file: Blob;
  shape: ConversionShape;
  formats: readonly ImageFormat[];
}

export type WorkerAnswer =
  | { type: 'progress'; step: string; fraction: number }
  | { type: 'done'; image: ConvertedImage }
  | { type: 'failed'; name: string; message: string };

/**
 * A worker of the remote's own origin. Each app is served from its own origin (docs/deploy.md), and
 * a browser starts a worker only from the page's origin: for another, a same-origin blob starts it
 * with importScripts (which may load from anywhere), and answers `self.location` with the real
 * script's address, from which the bundle finds its chunks and the encoders' WebAssembly.
 */
class AnyOriginWorker extends Worker {
  constructor(script: string | URL, options?: WorkerOptions) {
    const url = new URL(script, location.href);
    if (url.origin === location.origin) {
      super(url, options);
      return;
    }
    const href = JSON.stringify(url.href);
    const source = `Object.defineProperty(self,'location',{value:{href:${href},toString(){return ${href}}}});importScripts(${href});`;
    super(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), options);
  }
}

/** The bundler turns `new Worker(new URL(…))` into the worker's chunk; the constructor it calls is AnyOriginWorker. */
function startWorker(): Worker {
  const native = globalThis.Worker;
  globalThis.Worker = AnyOriginWorker;
  try {
    return new Worker(new URL('./imageWorker.ts', import.meta.url), { name: 'image-converter' });
  } finally {
    globalThis.Worker = native;
  }
}

/** The conversion on the page's own thread, for a browser that could not start the worker. */
async function convertOnPage(file: Blob, shape: ConversionShape, onProgress: ConversionProgress, signal?: AbortSignal): Promise<ConvertedImage> {
  const { convertImage } = await import('./imageConverter.ts');
  const image = await convertImage(file, shape, IMAGE_FORMATS, (step, fraction) => {
    if (signal?.aborted) throw abortError();
    onProgress(step, fraction);
  });
  if (signal?.aborted) throw abortError();
  return image;
}

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
  let worker: Worker;
  try {
    worker = startWorker();
  } catch {
    return convertOnPage(file, shape, onProgress, signal);
  }
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
      started = true;
      if (data.type === 'progress') return onProgress(data.step, data.fraction);
      finish();
      if (data.type === 'done') resolve(data.image);
      else reject(Object.assign(new Error(data.message), { name: data.name }));
    };
    let started = false;
    worker.onerror = (event) => {
      finish();
      if (started) {
        reject(new Error(event.message || 'The image converter stopped.'));
        return;
      }
      // The worker could not start (its script, on the remote's origin, did not load into it): the
      // same conversion runs on the page instead, slower to the eye but never lost.
      convertOnPage(file, shape, onProgress, signal).then(resolve, reject);
    };
    worker.postMessage({ file, shape, formats: IMAGE_FORMATS } satisfies WorkerRequest);
  });
}
