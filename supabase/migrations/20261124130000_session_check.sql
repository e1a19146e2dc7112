-- Access tokens of an ended session are refused at the REST API. An access token stays valid until
-- it expires (an hour), even after its session was signed out, revoked by a password change,
-- ended by refresh-token reuse or by a ban/suspension. PostgREST runs this function before every
-- request (its db-pre-request setting): a signed-in user's token whose session_id is no longer in
-- auth.sessions gets 401 (sqlstate PT401). One primary-key lookup per signed-in request.

create or replace function public.check_request_session()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
  sid text := claims ->> 'session_id';
begin
  if claims ->> 'role' is distinct from 'authenticated' or sid is null then
    return;
  end if;
  if sid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or not exists (select 1 from auth.sessions s where s.id = sid::uuid) then
    raise sqlstate 'PT401' using
      message = 'Session ended: sign in again',
      detail = 'The access token belongs to a session that was signed out or revoked.';
  end if;
end;
$$;

comment on function public.check_request_session() is
  'PostgREST db-pre-request: refuses (401) a signed-in token whose session no longer exists.';

-- PostgREST calls it as the request's role.
revoke execute on function public.check_request_session() from public;
grant execute on function public.check_request_session() to anon, authenticated, service_role;

-- The hosted project's PostgREST reads its settings from the authenticator role (in-database
-- configuration); the local backend sets PGRST_DB_PRE_REQUEST to the same function.
alter role authenticator set pgrst.db_pre_request = 'public.check_request_session';
notify pgrst, 'reload config';
