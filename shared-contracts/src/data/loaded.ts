// What a route loader returns for one part of a page, and how the page shows it. A loader settles
// each read instead of throwing, so a part that fails shows its own message and a Retry while the
// rest of the page renders (docs/architecture.md#d20), and the result is plain JSON, so the server
// can write it into the page for the browser's router to hydrate with.
import { useRevalidator } from 'react-router-dom';
import { toError, type AsyncState } from './useAsync.ts';

export type Loaded<T> = { status: 'success'; data: T } | { status: 'error'; message: string };

/** Runs one read of a loader; a failure is logged with what was being read and kept as its message. */
export async function settle<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { status: 'success', data: await read() };
  } catch (error) {
    console.error(`${what} could not be loaded:`, error);
    return { status: 'error', message: toError(error).message };
  }
}

/**
 * A loaded part in the states a page already shows (useAsync's): its data, its error, or loading
 * again after Retry, which runs the page's loaders again.
 */
export function useLoaded<T>(loaded: Loaded<T>): AsyncState<T> & { retry(): void } {
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  if (loaded.status === 'error' && revalidator.state === 'loading') return { status: 'loading', retry };
  if (loaded.status === 'error') return { status: 'error', error: new Error(loaded.message), retry };
  return { status: 'success', data: loaded.data, retry };
}
