-- Storage checks an access token's signature and expiry, not whether its session still exists:
-- after sign-out, a password change or a ban, the token would still write site media for the rest
-- of its hour, where REST already refuses it (check_request_session, 20261124130000). The write
-- policies of site-media now ask the same question, so Storage refuses it too, on the hosted
-- project as locally: the rule lives in the policies both run.

create or replace function public.request_session_is_live()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
  sid text := claims ->> 'session_id';
begin
  if claims ->> 'role' is distinct from 'authenticated' then
    return true;
  end if;
  -- A signed-in token without a session id (none GoTrue issues) is not trusted to write either.
  -- The id's shape is checked first, so the cast cannot fail and the lookup uses the primary key.
  if sid is null or sid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return exists (select 1 from auth.sessions s where s.id = sid::uuid);
end;
$$;

comment on function public.request_session_is_live() is
  'Whether the signed-in caller''s session still exists (true for other roles): for policies of services that do not run check_request_session, such as Storage.';

revoke execute on function public.request_session_is_live() from public;
grant execute on function public.request_session_is_live() to anon, authenticated, service_role;

drop policy "site-media: admins can upload" on storage.objects;
drop policy "site-media: admins can replace" on storage.objects;
drop policy "site-media: admins can remove" on storage.objects;

create policy "site-media: admins can upload" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'site-media' and public.is_admin() and public.request_session_is_live());
create policy "site-media: admins can replace" on storage.objects
  for update to authenticated
  using (bucket_id = 'site-media' and public.is_admin() and public.request_session_is_live())
  with check (bucket_id = 'site-media' and public.is_admin() and public.request_session_is_live());
create policy "site-media: admins can remove" on storage.objects
  for delete to authenticated
  using (bucket_id = 'site-media' and public.is_admin() and public.request_session_is_live());
