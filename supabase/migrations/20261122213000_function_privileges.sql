-- Function privileges: anon only needs the helpers that its policies call through security
-- definer functions, so the helpers that take an arbitrary user id are not callable by anon
-- (they would tell a visitor whether some user is suspended or a super admin).

revoke execute on function public.is_suspended_user(uuid) from public, anon, authenticated;
revoke execute on function public.user_is_super_admin(uuid) from public, anon;
grant execute on function public.user_is_super_admin(uuid) to authenticated;

revoke execute on function public.profiles_guard() from public, anon, authenticated;
revoke execute on function public.set_updated_at() from public, anon, authenticated;
