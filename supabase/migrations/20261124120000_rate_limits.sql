-- Rate limits kept in the database. Functions run in many isolates at once, so a counter in one
-- isolate's memory limits nothing; one row per (bucket, hashed subject, fixed window) does.
-- Subjects are client addresses: only their SHA-256 is stored, never the text.

create schema if not exists private;
-- Not exposed through the API: only the owner (and security definer functions) reach it.
revoke all on schema private from public;

create table if not exists private.rate_limit_counters (
  bucket text not null,
  key_hash text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  constraint rate_limit_counters_pkey primary key (bucket, key_hash, window_start)
);
create index if not exists rate_limit_counters_window_start_idx on private.rate_limit_counters (window_start);

-- When old windows were last swept: one row, so that only one caller in ten minutes sweeps.
create table if not exists private.rate_limit_sweeps (
  id boolean primary key default true check (id),
  swept_at timestamptz not null default now()
);
insert into private.rate_limit_sweeps (id, swept_at) values (true, now()) on conflict (id) do nothing;

revoke all on private.rate_limit_counters, private.rate_limit_sweeps from public;

-- Counts one hit for (bucket, subject) in the current fixed window of window_seconds and answers
-- whether it is within max_hits. Windows start at multiples of window_seconds since the epoch and
-- are taken from the transaction's time. max_hits 0 refuses every hit (and counts nothing).
create or replace function public.hit_rate_limit(bucket text, subject text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  started timestamptz;
  counted integer;
begin
  if hit_rate_limit.bucket is null or hit_rate_limit.bucket = '' or hit_rate_limit.subject is null
     or hit_rate_limit.max_hits is null or hit_rate_limit.max_hits < 0
     or hit_rate_limit.window_seconds is null or hit_rate_limit.window_seconds < 1 then
    raise exception 'hit_rate_limit needs a bucket, a subject, max_hits >= 0 and window_seconds >= 1'
      using errcode = '22023';
  end if;
  if hit_rate_limit.max_hits = 0 then
    return false;
  end if;

  started := pg_catalog.to_timestamp(
    pg_catalog.floor(extract(epoch from pg_catalog.now()) / hit_rate_limit.window_seconds) * hit_rate_limit.window_seconds
  );
  insert into private.rate_limit_counters as c (bucket, key_hash, window_start, hits)
  values (
    hit_rate_limit.bucket,
    pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(hit_rate_limit.subject, 'UTF8')), 'hex'),
    started,
    1
  )
  on conflict on constraint rate_limit_counters_pkey do update set hits = c.hits + 1
  returning c.hits into counted;

  -- Now and then (at most every ten minutes, one caller) windows older than a day go. An UPDATE
  -- whose condition does not hold takes no lock, so the usual call only reads one row.
  update private.rate_limit_sweeps s
     set swept_at = pg_catalog.now()
   where s.id and s.swept_at < pg_catalog.now() - interval '10 minutes';
  if found then
    delete from private.rate_limit_counters c where c.window_start < pg_catalog.now() - interval '1 day';
  end if;

  return counted <= hit_rate_limit.max_hits;
end;
$$;

revoke execute on function public.hit_rate_limit(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, text, integer, integer) to service_role;
