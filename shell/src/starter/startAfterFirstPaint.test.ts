// The app starts once a prerendered copy's first contentful paint is on screen, at once everywhere
// else, and by START_AT_THE_LATEST_MS whatever happens.
import { describe, expect, it, vi } from 'vitest';
import { START_AT_THE_LATEST_MS, startAfterFirstPaint, type StartEnvironment } from './startAfterFirstPaint.ts';

function fakeEnvironment({ prerendered, hidden = false, paintTiming = true }: { prerendered: boolean; hidden?: boolean; paintTiming?: boolean }) {
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: { callback: (list: { getEntriesByName(name: string): unknown[] }) => void; observed: unknown; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['largest-contentful-paint'];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, observed: null, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const env: StartEnvironment = {
    document: {
      // A rendered page's root holds its markup; the app's own page starts with an empty root.
      getElementById: (id: string) => (id === 'root' ? ({ childElementCount: prerendered ? 1 : 0 } as HTMLElement) : null),
      visibilityState: hidden ? 'hidden' : 'visible',
    },
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    requestAnimationFrame: (callback) => frames.push(callback),
    PerformanceObserver: FakeObserver,
  };
  const paint = (...names: string[]) => observers[0]!.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  return { env, frames, timers, observers, paint };
}

describe('startAfterFirstPaint', () => {
  it('starts a page without a prerendered copy at once', () => {
    const { env, observers, timers } = fakeEnvironment({ prerendered: false });
    const start = vi.fn();
    startAfterFirstPaint(env, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
    expect(timers).toHaveLength(0);
  });

  it('waits, on a prerendered page, for the first contentful paint (not the first paint)', () => {
    const { env, observers, paint } = fakeEnvironment({ prerendered: true });
    const start = vi.fn();
    startAfterFirstPaint(env, start);
    expect(start).not.toHaveBeenCalled();
    expect(observers[0]!.observed).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('starts once, by the latest time, when no paint is reported', () => {
    const { env, timers, paint } = fakeEnvironment({ prerendered: true });
    const start = vi.fn();
    startAfterFirstPaint(env, start);
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    expect(START_AT_THE_LATEST_MS).toBe(3000);
    timers[0]!.callback();
    expect(start).toHaveBeenCalledTimes(1);
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without paint timing, starts in the task after the next frame', () => {
    const { env, frames, timers } = fakeEnvironment({ prerendered: true, paintTiming: false });
    const start = vi.fn();
    startAfterFirstPaint(env, start);
    expect(frames).toHaveLength(1);
    frames[0]!();
    // In the frame itself (before its paint) the app has still not started.
    expect(start).not.toHaveBeenCalled();
    expect(timers.map((t) => t.ms)).toEqual([3000, 0]);
    timers[1]!.callback();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a prerendered page opened in a background tab at once (no frame is painted there)', () => {
    const { env, observers } = fakeEnvironment({ prerendered: true, hidden: true });
    const start = vi.fn();
    startAfterFirstPaint(env, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });
});
