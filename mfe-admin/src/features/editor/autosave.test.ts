// Autosave timing: a save after the idle time, one at a time, the newest change saved last, and
// nothing lost when a save fails or the screen is left.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_IDLE_MS, createAutosave, savedAgo, type AutosaveState } from './autosave.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(save: (v: string) => Promise<void> = async () => {}) {
  const states: AutosaveState[] = [];
  const saved: string[] = [];
  const autosave = createAutosave<string>({
    save: async (v) => {
      await save(v);
      saved.push(v);
    },
    onState: (s) => states.push(s),
    now: () => Date.now(),
  });
  return { autosave, states, saved };
}

describe('createAutosave', () => {
  it('saves once, a few seconds after the last change', async () => {
    const { autosave, saved, states } = setup();
    autosave.changed('a');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_IDLE_MS - 100);
    autosave.changed('ab');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_IDLE_MS - 100);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(saved).toEqual(['ab']);
    expect(states.at(-1)).toEqual({ kind: 'saved', at: Date.now() });
    expect(autosave.busy()).toBe(false);
  });

  it('saves a change made during a save after it, never two at once', async () => {
    let release: () => void = () => {};
    let calls = 0;
    let running = 0;
    const { autosave, saved } = setup(async () => {
      calls += 1;
      running += 1;
      expect(running).toBe(1);
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
    });
    autosave.changed('first');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_IDLE_MS);
    autosave.changed('second');
    const flushed = autosave.flush();
    release();
    await flushed;
    expect(saved).toEqual(['first', 'second']);
  });

  it('keeps a change whose save failed and saves it with the next flush', async () => {
    let fail = true;
    const { autosave, saved, states } = setup(async () => {
      if (fail) throw new Error('offline');
    });
    autosave.changed('text');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_IDLE_MS);
    expect(states.at(-1)).toEqual({ kind: 'failed', message: 'offline' });
    expect(autosave.busy()).toBe(true);
    fail = false;
    await autosave.flush();
    expect(saved).toEqual(['text']);
  });

  it('saves the pending change at once on flush (leaving the screen)', async () => {
    const { autosave, saved } = setup();
    autosave.changed('typed');
    await autosave.flush();
    expect(saved).toEqual(['typed']);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_IDLE_MS * 2);
    expect(saved).toEqual(['typed']);
  });
});

describe('savedAgo', () => {
  it('says how long ago the post was saved', () => {
    expect(savedAgo(10_000, 10_400)).toBe('Saved · just now');
    expect(savedAgo(10_000, 12_000)).toBe('Saved · 2 s ago');
    expect(savedAgo(0, 180_000)).toBe('Saved · 3 min ago');
    expect(savedAgo(0, 7_200_000)).toBe('Saved · 2 h ago');
  });
});
