// The Web Worker that converts images (imageConverter.ts) off the page's main thread: it receives
// { file, shape, formats }, posts { type: 'progress', step, fraction } as it goes, then { type: 'done',
// image } or { type: 'failed', name, message }. Cancelling terminates the worker (convertInWorker.ts).
/// <reference lib="webworker" />
import { convertImage } from './imageConverter.ts';
import type { WorkerAnswer, WorkerRequest } from './convertInWorker.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const post = (answer: WorkerAnswer) => scope.postMessage(answer);
  try {
    const { file, shape, formats } = event.data;
    const image = await convertImage(file, shape, formats, (step, fraction) => post({ type: 'progress', step, fraction }));
    post({ type: 'done', image });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    post({ type: 'failed', name, message });
  }
};
