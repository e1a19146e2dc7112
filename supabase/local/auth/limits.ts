// The request limits hosted GoTrue applies from config.toml's [auth.rate_limit], kept in memory as
// GoTrue keeps them (a restart forgets them). Two kinds:
// - per client address, a token bucket: `perFiveMinutes` requests refill over 5 minutes, up to a
//   burst of 30 (GoTrue's fixed burst, whatever the configured rate). A bucket lives an hour from
//   the address's first request, then the address starts again with a full one (GoTrue keeps each
//   bucket in a cache entry that expires an hour after it was made). Over it: 429
//   over_request_rate_limit.
// - for the whole project, a count per hour (email_sent), reset every hour.

const FIVE_MINUTES_S = 5 * 60;
const BURST = 30;
const BUCKET_LIFETIME_MS = 60 * 60 * 1000;

export interface AddressLimiter {
  /** Takes one request of `address` from its bucket; false when the bucket is empty. */
  take(address: string, now?: number): boolean;
}

export function addressLimiter(perFiveMinutes: number): AddressLimiter {
  const perSecond = perFiveMinutes / FIVE_MINUTES_S;
  const buckets = new Map<string, { tokens: number; at: number; made: number }>();
  return {
    take(address, now = Date.now()) {
      // Expired buckets are swept now and then, so the map stays small.
      if (buckets.size > 10_000) {
        for (const [key, bucket] of buckets) if (now - bucket.made > BUCKET_LIFETIME_MS) buckets.delete(key);
      }
      let bucket = buckets.get(address);
      if (!bucket || now - bucket.made > BUCKET_LIFETIME_MS) bucket = { tokens: BURST, at: now, made: now };
      else bucket.tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      buckets.set(address, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

export interface HourlyLimiter {
  /** Counts one event; false when this hour's allowance is used up. */
  take(now?: number): boolean;
}

export function hourlyLimiter(perHour: number, start = Date.now()): HourlyLimiter {
  const hour = 60 * 60 * 1000;
  let windowStart = start;
  let count = 0;
  return {
    take(now = Date.now()) {
      const elapsed = Math.floor((now - windowStart) / hour);
      if (elapsed > 0) {
        windowStart += elapsed * hour;
        count = 0;
      }
      if (count >= perHour) return false;
      count += 1;
      return true;
    },
  };
}
