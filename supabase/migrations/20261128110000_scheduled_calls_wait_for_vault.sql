-- Function jobs that wait for their Vault secrets. `db push` registers the schedule
-- (20261124121000_scheduled_jobs.sql) before the deployer can create the Vault secrets
-- 'project_url' and 'secret_key' (docs/deploy.md, 1.4), and until then the command pg_cron ran
-- for a function job built a call with no URL, which failed every run. A function job's command
-- is now `select private.call_scheduled_function('<name>')`: it reads both secrets when it runs
-- and, while either is missing, makes no call and only raises a WARNING naming what is missing
-- (the Postgres log shows it; cron.job_run_details shows the run as succeeded). The first run
-- after the secrets exist calls the function; nothing needs registering again.

-- The Vault secrets a scheduled function call needs that are missing (or blank), in order; all
-- of them where Vault itself is missing. Empty once the calls can be made.
create or replace function private.scheduled_call_missing_secrets()
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  missing text[];
begin
  if to_regclass('vault.decrypted_secrets') is null then
    return array['project_url', 'secret_key'];
  end if;
  select coalesce(array_agg(wanted.name order by wanted.name), '{}') into missing
  from unnest(array['project_url', 'secret_key']) as wanted(name)
  where not exists (
    select 1 from vault.decrypted_secrets s
    where s.name = wanted.name and coalesce(btrim(s.decrypted_secret), '') <> ''
  );
  return missing;
end;
$$;

-- What pg_cron runs for a function job: POST /functions/v1/<function_name> with the secret key,
-- both read from Vault now, so nothing secret is stored in cron.job and a rotated key is taken up
-- by the next run. Answers pg_net's request id, or null (and a WARNING) when a secret is missing.
create or replace function private.call_scheduled_function(function_name text)
returns bigint
language plpgsql
volatile
set search_path = ''
as $$
declare
  missing text[] := private.scheduled_call_missing_secrets();
  project_url text;
  secret_key text;
begin
  if cardinality(missing) > 0 then
    raise warning 'scheduled call of % skipped: the Vault secret% % % missing (create with vault.create_secret, docs/deploy.md 1.4)',
      function_name,
      case when cardinality(missing) = 1 then '' else 's' end,
      array_to_string(missing, ' and '),
      case when cardinality(missing) = 1 then 'is' else 'are' end;
    return null;
  end if;
  select s.decrypted_secret into project_url from vault.decrypted_secrets s where s.name = 'project_url';
  select s.decrypted_secret into secret_key from vault.decrypted_secrets s where s.name = 'secret_key';
  return net.http_post(
    url := rtrim(btrim(project_url), '/') || '/functions/v1/' || function_name,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || btrim(secret_key),
      'apikey', btrim(secret_key)
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end;
$$;

-- As before for sql jobs; a function job now goes through private.call_scheduled_function.
create or replace function private.scheduled_job_command(kind text, command text)
returns text
language sql
stable
set search_path = ''
as $$
  select case kind
    when 'sql' then command
    when 'function' then format('select private.call_scheduled_function(%L)', command)
  end
$$;

revoke execute on function private.scheduled_call_missing_secrets() from public;
revoke execute on function private.call_scheduled_function(text) from public;

-- The jobs already registered get the new command (by name); where pg_cron or pg_net is missing
-- this only says so.
select private.register_scheduled_jobs();
