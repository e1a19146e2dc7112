// Loading / loaded / error state for one read, with a retry. Every data-reading page uses it, so
// each shows the same states and a failed read can always be retried.
import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: Error };

export function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (error && typeof error === 'object' && 'message' in error) return new Error(String(error.message));
  return new Error(String(error));
}

/**
 * Runs `load` on mount and whenever `deps` change; `retry` runs it again from the loading state;
 * `refresh` runs it again while what was read stays on screen (after the page changed the data
 * itself: the rows, and what each says about the change, stay where they are).
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { retry(): void; refresh(): void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, keepData: false });
  useEffect(() => {
    let current = true;
    if (!attempt.keepData) setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error: toError(error) }),
    );
    return () => {
      current = false;
    };
    // The caller's deps stand for what `load` reads (a new `load` is passed every render), so it is left out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, keepData: false })), []);
  const refresh = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, keepData: true })), []);
  return { ...state, retry, refresh };
}
