-- Auth's Password Verification Attempt hook (config.toml: [auth.hook.password_verification_attempt]).
-- Auth calls it on every email + password sign-in of an existing user, after comparing the
-- password, with { user_id, valid }, as the role supabase_auth_admin. After 5 failed passwords for
-- one user, each within 15 minutes of the one before, it rejects that user's sign-ins, the right
-- password included, until 15 minutes after the last failure: Auth then answers
-- 400 invalid_credentials with the message below. A sign-in it lets through with the right
-- password forgets the failures.

create schema if not exists private;
revoke all on schema private from public;

create table if not exists private.password_verification_failures (
  user_id uuid primary key references auth.users (id) on delete cascade,
  failures integer not null default 0,
  last_failed_at timestamptz not null default now()
);
revoke all on private.password_verification_failures from public;

create or replace function public.hook_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  max_failures constant integer := 5;
  lock_window constant interval := interval '15 minutes';
  attempt_user uuid := (event ->> 'user_id')::uuid;
  attempt_valid boolean := coalesce((event ->> 'valid')::boolean, false);
  recent private.password_verification_failures;
begin
  select * into recent
    from private.password_verification_failures
   where user_id = attempt_user
     for update;

  -- Failures older than the window are forgotten.
  if found and recent.last_failed_at < now() - lock_window then
    delete from private.password_verification_failures where user_id = attempt_user;
    recent := null;
  end if;

  if recent.failures >= max_failures then
    return jsonb_build_object(
      'decision', 'reject',
      'message', 'Too many failed sign-in attempts. Try again in 15 minutes.',
      'should_logout_user', false
    );
  end if;

  if attempt_valid then
    delete from private.password_verification_failures where user_id = attempt_user;
  else
    insert into private.password_verification_failures as f (user_id, failures, last_failed_at)
    values (attempt_user, 1, now())
    on conflict (user_id) do update set failures = f.failures + 1, last_failed_at = now();
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

-- Only Auth calls it, as supabase_auth_admin (hosted hooks require these grants); nobody reaches it
-- through the API.
grant usage on schema public to supabase_auth_admin;
grant usage on schema private to supabase_auth_admin;
grant select, insert, update, delete on private.password_verification_failures to supabase_auth_admin;
grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
revoke execute on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
