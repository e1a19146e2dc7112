// Autosave of a post being written: a save a few seconds after the last change, one at a time,
// the newest changes always saved last (a change made while a save runs is saved after it), and
// the pending change saved at once when the screen is left (flush). "Saved · 2 s ago" is the
// editor's status line (savedAgo).

export const AUTOSAVE_IDLE_MS = 3000;

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'failed'; message: string };

export interface AutosaveOptions<T> {
  /** Saves the values; rejects with the reason when it could not. */
  save(values: T): Promise<void>;
  onState(state: AutosaveState): void;
  idleMs?: number;
  now?: () => number;
}

export interface Autosave<T> {
  /** The values changed: saved once they stay unchanged for the idle time. */
  changed(values: T): void;
  /** Saves the pending change now (leaving the screen, an explicit save). */
  flush(): Promise<void>;
  /** Whether a change is waiting or being saved. */
  busy(): boolean;
  /** Stops the timer; a pending change is not saved. */
  dispose(): void;
}

export function createAutosave<T>(options: AutosaveOptions<T>): Autosave<T> {
  const idleMs = options.idleMs ?? AUTOSAVE_IDLE_MS;
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { values: T } | null = null;
  let running: Promise<void> | null = null;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = async (): Promise<void> => {
    clearTimer();
    if (running) {
      await running;
      return pending ? run() : undefined;
    }
    if (!pending) return;
    const { values } = pending;
    pending = null;
    options.onState({ kind: 'saving' });
    running = options.save(values).then(
      () => {
        if (!pending) options.onState({ kind: 'saved', at: now() });
      },
      (error: unknown) => {
        // The change is not lost: it is tried again with the next change or flush.
        pending ??= { values };
        options.onState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    try {
      await running;
    } finally {
      running = null;
    }
  };

  return {
    changed(values) {
      pending = { values };
      options.onState({ kind: 'pending' });
      clearTimer();
      timer = setTimeout(() => void run(), idleMs);
    },
    flush: run,
    busy: () => pending !== null || running !== null,
    dispose: clearTimer,
  };
}

/** "Saved · just now", "Saved · 2 s ago", "Saved · 3 min ago". */
export function savedAgo(savedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - savedAt) / 1000));
  if (seconds < 1) return 'Saved · just now';
  if (seconds < 60) return `Saved · ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Saved · ${minutes} min ago`;
  return `Saved · ${Math.floor(minutes / 60)} h ago`;
}
