-- Production renders pages in a CI job (.github/workflows/render-pages.yml): no machine of ours
-- polls the outbox. The database starts that job when `pages.render` messages are waiting
-- (20261126090000_page_renders.sql writes them): every minute pg_cron runs
-- private.dispatch_page_renders(), which POSTs a `repository_dispatch` event to the repository
-- through pg_net. The job claims the messages (claim_page_renders), renders and uploads the pages
-- and records each outcome, as the renderer did.
--
-- A writer saving fifty times must not start fifty jobs, so a call is made only when
--   * a page render is due now (pending, next_attempt_at reached: a message a running job has
--     claimed is leased, one that failed waits for its back-off, one that gave up is not pending),
--   * it became due after the last call (the last job may have claimed before it was written), or
--     the last call is old enough that its job evidently did not take the messages (lost event,
--     failed job) — redispatch_seconds, and
--   * no call was made in the last debounce_seconds.
-- The URL and the token are read from Vault when it runs ('render_dispatch_url',
-- 'render_dispatch_token'; docs/deploy.md); while either is missing it makes no call and raises a
-- WARNING naming what is missing, as private.call_scheduled_function does
-- (20261128110000_scheduled_calls_wait_for_vault.sql).
--
-- Locally the renderer process that `npm start` runs claims the messages itself, so the local
-- schedule leaves this job off (supabase/local/scheduler.ts).

create table if not exists private.page_render_dispatch (
  id boolean primary key default true check (id),
  -- When the last call was made, and pg_net's id for it (its answer is in net._http_response).
  last_dispatched_at timestamptz,
  last_request_id bigint
);
revoke all on private.page_render_dispatch from public;
insert into private.page_render_dispatch (id) values (true) on conflict (id) do nothing;

-- Which of the named Vault secrets are missing (or blank), in order; all of them where Vault
-- itself is missing. Empty once calls that need them can be made.
create or replace function private.missing_vault_secrets(wanted text[])
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  missing text[];
begin
  if to_regclass('vault.decrypted_secrets') is null then
    return array(select name from unnest(wanted) as name order by name);
  end if;
  select coalesce(array_agg(w.name order by w.name), '{}') into missing
  from unnest(wanted) as w(name)
  where not exists (
    select 1 from vault.decrypted_secrets s
    where s.name = w.name and coalesce(btrim(s.decrypted_secret), '') <> ''
  );
  return missing;
end;
$$;

-- The scheduled function calls' secrets, as 20261128110000_scheduled_calls_wait_for_vault.sql
-- defined them, now through the one check.
create or replace function private.scheduled_call_missing_secrets()
returns text[]
language sql
stable
set search_path = ''
as $$
  select private.missing_vault_secrets(array['project_url', 'secret_key'])
$$;

-- The dispatch's secrets.
create or replace function private.page_render_dispatch_missing_secrets()
returns text[]
language sql
stable
set search_path = ''
as $$
  select private.missing_vault_secrets(array['render_dispatch_token', 'render_dispatch_url'])
$$;

-- Answers pg_net's request id when it asked for a job, else null. debounce_seconds is a little
-- under the minute pg_cron runs it at, so a run that starts a moment early is not skipped.
create or replace function private.dispatch_page_renders(debounce_seconds integer default 50, redispatch_seconds integer default 600)
returns bigint
language plpgsql
volatile
set search_path = ''
as $$
declare
  last_call timestamptz;
  missing text[];
  dispatch_url text;
  dispatch_token text;
  request_id bigint;
begin
  -- One dispatcher at a time: a second one waits here and then sees the first one's call.
  select d.last_dispatched_at into last_call from private.page_render_dispatch d where d.id for update;
  if last_call is not null and last_call > now() - make_interval(secs => debounce_seconds) then
    return null;
  end if;
  if not exists (
    select 1
      from public.outbox_messages o
     where o.kind = 'pages.render'
       and o.status = 'pending'
       and o.next_attempt_at <= now()
       and (last_call is null
            or o.next_attempt_at > last_call
            or last_call <= now() - make_interval(secs => redispatch_seconds))
  ) then
    return null;
  end if;
  missing := private.page_render_dispatch_missing_secrets();
  if cardinality(missing) > 0 then
    raise warning 'page renders are waiting but no render job was started: the Vault secret% % % missing (create with vault.create_secret, docs/deploy.md)',
      case when cardinality(missing) = 1 then '' else 's' end,
      array_to_string(missing, ' and '),
      case when cardinality(missing) = 1 then 'is' else 'are' end;
    return null;
  end if;
  if to_regnamespace('net') is null then
    raise warning 'page renders are waiting but no render job was started: pg_net is not installed';
    return null;
  end if;
  select btrim(s.decrypted_secret) into dispatch_url from vault.decrypted_secrets s where s.name = 'render_dispatch_url';
  select btrim(s.decrypted_secret) into dispatch_token from vault.decrypted_secrets s where s.name = 'render_dispatch_token';
  -- GitHub's POST /repos/{owner}/{repo}/dispatches; .github/workflows/render-pages.yml listens
  -- for this event type.
  request_id := net.http_post(
    url := dispatch_url,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Accept', 'application/vnd.github+json',
      'Authorization', 'Bearer ' || dispatch_token,
      'X-GitHub-Api-Version', '2022-11-28'
    ),
    body := jsonb_build_object('event_type', 'render-pages'),
    timeout_milliseconds := 10000
  );
  update private.page_render_dispatch
     set last_dispatched_at = now(), last_request_id = request_id
   where id;
  return request_id;
end;
$$;

revoke execute on function private.missing_vault_secrets(text[]) from public;
revoke execute on function private.scheduled_call_missing_secrets() from public;
revoke execute on function private.page_render_dispatch_missing_secrets() from public;
revoke execute on function private.dispatch_page_renders(integer, integer) from public;

insert into private.scheduled_jobs (name, every_seconds, kind, command) values
  -- Starts the render job when page renders are waiting (at most one call a minute).
  ('dispatch-page-renders', 60, 'sql', 'select private.dispatch_page_renders()')
on conflict (name) do update
  set every_seconds = excluded.every_seconds, kind = excluded.kind, command = excluded.command;

-- Registers the new job where pg_cron and pg_net exist; elsewhere this only says so.
select private.register_scheduled_jobs();
