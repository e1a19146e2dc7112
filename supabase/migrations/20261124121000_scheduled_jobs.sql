-- The site's schedule in one place. On a hosted project pg_cron runs it (function jobs through
-- pg_net, with the project URL and secret key read from Vault when each run starts); the local
-- backend reads the same table and runs the same jobs itself (local/scheduler.ts). Where pg_cron
-- or pg_net is missing (PGlite, a plain PostgreSQL) this migration only creates the table.

create schema if not exists private;
revoke all on schema private from public;

create table if not exists private.scheduled_jobs (
  name text primary key check (name ~ '^[a-z0-9][a-z0-9-]*$'),
  -- 1-59 seconds, or whole minutes dividing an hour, or whole hours dividing a day: what a
  -- pg_cron schedule can say.
  every_seconds integer not null check (
    every_seconds between 1 and 59
    or (every_seconds % 60 = 0 and every_seconds < 3600 and 3600 % every_seconds = 0)
    or (every_seconds % 3600 = 0 and every_seconds <= 86400 and 86400 % every_seconds = 0)
  ),
  -- sql: the command is SQL run as the database owner. function: the command is the name of an
  -- edge function, called with POST /functions/v1/<command> and the secret key.
  kind text not null check (kind in ('sql', 'function')),
  command text not null check (command <> ''),
  check (kind <> 'function' or command ~ '^[a-z0-9][a-z0-9-]*$')
);
revoke all on private.scheduled_jobs from public;

insert into private.scheduled_jobs (name, every_seconds, kind, command) values
  -- Delivers queued CRM leads and emails (retries with back-off).
  ('process-outbox', 30, 'function', 'process-outbox'),
  -- Blog analytics per post and day, for the last three UTC days (re-running rewrites them).
  ('rollup-blog-analytics', 900, 'sql', 'select public.rollup_blog_analytics(current_date - 2, current_date)')
on conflict (name) do update
  set every_seconds = excluded.every_seconds, kind = excluded.kind, command = excluded.command;

-- The pg_cron schedule for an interval: 'n seconds' under a minute, else a cron expression.
create or replace function private.cron_schedule(every_seconds integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when every_seconds between 1 and 59 then every_seconds || ' seconds'
    when every_seconds = 60 then '* * * * *'
    when every_seconds % 60 = 0 and every_seconds < 3600 then '*/' || (every_seconds / 60) || ' * * * *'
    when every_seconds = 3600 then '0 * * * *'
    when every_seconds % 3600 = 0 and every_seconds < 86400 then '0 */' || (every_seconds / 3600) || ' * * *'
    when every_seconds = 86400 then '0 0 * * *'
  end
$$;

-- What pg_cron runs for a job. A function job posts to the function with the secret key, both
-- read from Vault (secrets 'project_url' and 'secret_key') at run time: nothing secret is stored
-- in cron.job.
create or replace function private.scheduled_job_command(kind text, command text)
returns text
language sql
stable
set search_path = ''
as $$
  select case kind
    when 'sql' then command
    when 'function' then format(
      $cmd$select net.http_post(
  url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || %L,
  headers := jsonb_build_object(
    'Content-Type', 'application/json',
    'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key'),
    'apikey', (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key')
  ),
  body := '{}'::jsonb,
  timeout_milliseconds := 60000
)$cmd$,
      '/functions/v1/' || command)
  end
$$;

-- Registers (or updates, by name) every job of private.scheduled_jobs with pg_cron. Does nothing
-- but say so where the cron and net schemas are missing. Answers how many jobs it registered.
create or replace function private.register_scheduled_jobs()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  job record;
  registered integer := 0;
begin
  if to_regnamespace('cron') is null or to_regnamespace('net') is null then
    raise notice 'pg_cron or pg_net is not installed: the schedule in private.scheduled_jobs is not registered';
    return 0;
  end if;
  if to_regnamespace('vault') is null then
    raise notice 'Vault is not installed: scheduled function calls will fail until it is';
  end if;
  for job in select * from private.scheduled_jobs order by name loop
    perform cron.schedule(job.name, private.cron_schedule(job.every_seconds),
                          private.scheduled_job_command(job.kind, job.command));
    registered := registered + 1;
  end loop;
  return registered;
end;
$$;

revoke execute on function private.cron_schedule(integer) from public;
revoke execute on function private.scheduled_job_command(text, text) from public;
revoke execute on function private.register_scheduled_jobs() from public;

-- On a hosted project: enable pg_cron and pg_net when the server offers and preloads them, then
-- register the schedule. Anywhere else nothing happens, and the migration still applies.
do $$
declare
  preloaded text := coalesce(current_setting('shared_preload_libraries', true), '');
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     and preloaded like '%pg_cron%' and preloaded like '%pg_net%' then
    begin
      create extension if not exists pg_cron;
      create extension if not exists pg_net;
    exception when others then
      raise notice 'pg_cron / pg_net could not be enabled (%): the schedule is not registered', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_extension where extname = 'pg_net') then
    perform private.register_scheduled_jobs();
  end if;
end
$$;
