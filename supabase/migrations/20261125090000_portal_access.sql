-- What a user's own account may do in the staff portal, for the screen that turns a signed-in user
-- away: 'staff' (may enter), 'suspended', or 'none' (signed in, but no role and no admin flag).
-- Suspending a user ends their sessions at once (docs/architecture.md#d8), after which the REST API
-- refuses their token and RLS hides even their own profile, so the portal cannot read why it was
-- turned away. The account-status function answers from here with the service role, and only about
-- the caller whose token it verified (supabase/functions/account-status).

create or replace function public.portal_access(uid uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when public.is_suspended_user(uid) then 'suspended'
    when coalesce((select p.is_admin from public.profiles p where p.id = uid), false)
      or exists (select 1 from public.user_roles r where r.user_id = uid) then 'staff'
    else 'none'
  end
$$;

comment on function public.portal_access(uuid) is
  'The staff portal access of a user: staff, suspended or none. Service role only (account-status).';

-- It takes any user id: a visitor or a signed-in user could otherwise probe who is suspended.
revoke execute on function public.portal_access(uuid) from public, anon, authenticated;
grant execute on function public.portal_access(uuid) to service_role;
