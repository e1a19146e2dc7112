// The in-memory request limits of the local auth, as GoTrue applies [auth.rate_limit]: a bucket of
// 30 per address refilled at the configured number per 5 minutes, made anew an hour after it was
// made; and a count per hour for the whole project.
import { describe, expect, it } from 'vitest';
import { addressLimiter, hourlyLimiter } from '../../local/auth/limits.ts';

describe('addressLimiter', () => {
  it('lets 30 requests through at once, then refills at the configured number per 5 minutes', () => {
    const limiter = addressLimiter(150);
    const start = 1_000_000;
    for (let request = 1; request <= 30; request += 1) expect(limiter.take('10.0.0.1', start), `request ${request}`).toBe(true);
    expect(limiter.take('10.0.0.1', start)).toBe(false);
    expect(limiter.take('10.0.0.2', start)).toBe(true);
    // 150 per 5 minutes is one every 2 s.
    expect(limiter.take('10.0.0.1', start + 1_000)).toBe(false);
    expect(limiter.take('10.0.0.1', start + 2_100)).toBe(true);
    expect(limiter.take('10.0.0.1', start + 2_200)).toBe(false);
  });

  it('starts an address again with a full bucket an hour after its first request', () => {
    const limiter = addressLimiter(0);
    const start = 1_000_000;
    for (let request = 1; request <= 30; request += 1) limiter.take('10.0.0.1', start + (request - 1) * 60_000);
    expect(limiter.take('10.0.0.1', start + 59 * 60_000)).toBe(false);
    expect(limiter.take('10.0.0.1', start + 60 * 60_000 + 1)).toBe(true);
  });
});

describe('hourlyLimiter', () => {
  it('counts events per hour from its start', () => {
    const limiter = hourlyLimiter(2, 0);
    expect([limiter.take(1), limiter.take(2), limiter.take(3)]).toEqual([true, true, false]);
    expect(limiter.take(60 * 60 * 1000)).toBe(true);
  });
});
