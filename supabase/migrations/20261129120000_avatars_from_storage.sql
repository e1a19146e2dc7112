-- A staff member's avatar is an image they uploaded to the project's own Storage, never a URL.
-- profiles.avatar_url took any https address, and the Users screen showed it with <img>: a writer
-- could make every admin's browser fetch a host of their choosing (a tracking pixel telling when
-- and from where admins work). A profile now names an object of the `avatars` bucket inside the
-- user's own folder (`<user id>/<upload id>.<png|jpg|webp>`); the portal builds its URL from the
-- project's address. Only the user writes that folder and that column; the bucket takes PNG, JPEG
-- and WebP up to 2 MB, nothing else. Sign-up metadata no longer sets an avatar.

-- The bucket, as supabase/config.toml declares it (a test keeps the two equal). Public: an <img>
-- asks for it without a key, as for site-media; names carry a random upload id and nobody but the
-- owner may list a folder.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- The URL column goes with whatever it held: no stored URL is an uploaded file.
alter table public.profiles drop constraint profiles_avatar_url_length;
alter table public.profiles drop column avatar_url;
alter table public.profiles
  add column avatar_path text,
  add constraint profiles_avatar_path_own_folder check (
    avatar_path ~ ('^' || id::text || '/[A-Za-z0-9-]{1,64}\.(png|jpg|webp)$')
  );

comment on column public.profiles.avatar_path is
  'The avatar: an object of the avatars bucket in the user''s own folder (<id>/<upload id>.<ext>), set by the user alone.';

-- Who sets it: the user, to a file they stored. Nobody else, admins and super admins included
-- (profiles_guard_super_admin still keeps admins off a super admin's row altogether); the server
-- (service role, migrations) may, within the same folder rule.
create or replace function public.profiles_guard_avatar()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.avatar_path is distinct from (case when tg_op = 'UPDATE' then old.avatar_path end) then
    if new.id is distinct from auth.uid() then
      raise exception 'Only the user can change their own avatar' using errcode = '42501';
    end if;
    -- Read as the user: the bucket's select policy shows them their own folder.
    if new.avatar_path is not null
       and not exists (select 1 from storage.objects o where o.bucket_id = 'avatars' and o.name = new.avatar_path) then
      raise exception 'The avatar must be an image you uploaded' using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function public.profiles_guard_avatar() from public, anon, authenticated;

create trigger profiles_guard_avatar
  before insert or update on public.profiles
  for each row execute function public.profiles_guard_avatar();

-- handle_new_user as in 20261125091000_profile_name_length.sql, without the avatar: whatever the
-- sign-up metadata says, a new profile has none until its user uploads one.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_first text := nullif(btrim(meta ->> 'first_name'), '');
  v_last text := nullif(btrim(meta ->> 'last_name'), '');
  v_full text := nullif(btrim(meta ->> 'full_name'), '');
begin
  if v_full is null then
    v_full := nullif(btrim(concat_ws(' ', v_first, v_last)), '');
  end if;
  if v_first is null and v_full is not null then
    v_first := split_part(v_full, ' ', 1);
    if v_last is null then
      v_last := nullif(btrim(substr(v_full, char_length(v_first) + 1)), '');
    end if;
  end if;

  insert into public.profiles (id, email, full_name, first_name, last_name, created_at, updated_at)
  values (
    new.id,
    new.email,
    left(v_full, 100),
    left(v_first, 100),
    left(v_last, 100),
    coalesce(new.created_at, now()),
    coalesce(new.created_at, now())
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

-- get_user_profiles_for_admin as in 20261122210500_profiles_and_roles.sql, with the path for the
-- URL (its result type changes, so it is dropped and made again, with its grants).
drop function public.get_user_profiles_for_admin();
create function public.get_user_profiles_for_admin()
returns table (
  id uuid,
  email text,
  full_name text,
  avatar_path text,
  is_admin boolean,
  is_suspended boolean,
  suspended_at timestamptz,
  suspended_by uuid,
  created_at timestamptz,
  role text,
  last_sign_in_at timestamptz,
  banned_until timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.is_admin() or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'Access denied: only admins can list users' using errcode = '42501';
  end if;
  return query
    select u.id,
           coalesce(p.email, u.email::text),
           p.full_name,
           p.avatar_path,
           coalesce(p.is_admin, false),
           coalesce(p.is_suspended, false),
           p.suspended_at,
           p.suspended_by,
           coalesce(p.created_at, u.created_at),
           r.role,
           u.last_sign_in_at,
           u.banned_until
      from auth.users u
      left join public.profiles p on p.id = u.id
      left join public.user_roles r on r.user_id = u.id
     where u.deleted_at is null
     order by coalesce(p.created_at, u.created_at), u.id;
end;
$$;
revoke execute on function public.get_user_profiles_for_admin() from public, anon;
grant execute on function public.get_user_profiles_for_admin() to authenticated, service_role;

-- The bucket's files: each active user stores, replaces, lists and removes files in their own
-- folder only, with a live session (request_session_is_live, 20261128150000), under names the
-- profile column accepts. Reading a file needs no policy: the bucket is public.
create or replace function public.may_write_own_avatar(object_name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(object_name ~ ('^' || auth.uid()::text || '/[A-Za-z0-9-]{1,64}\.(png|jpg|webp)$'), false)
     and public.is_active_user()
     and public.request_session_is_live()
$$;
comment on function public.may_write_own_avatar(text) is
  'Whether the signed-in caller may write this object of the avatars bucket: a file in their own folder, named as profiles.avatar_path requires, by an active user with a live session.';
revoke execute on function public.may_write_own_avatar(text) from public, anon;
grant execute on function public.may_write_own_avatar(text) to authenticated;

create policy "avatars: users list their own folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "avatars: users upload to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and public.may_write_own_avatar(name));
create policy "avatars: users replace in their own folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and public.may_write_own_avatar(name))
  with check (bucket_id = 'avatars' and public.may_write_own_avatar(name));
create policy "avatars: users remove from their own folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and public.may_write_own_avatar(name));

-- The public site's other stored images: a team photo, a publication's logo and a video's still
-- are a file on the site's own origin (the seed's `/images/...`), never another host; uploaded
-- ones are the *_path columns, in the project's Storage (20261127100000_site_media.sql). The
-- site's Content-Security-Policy loads images from the site and the project alone, so a URL of
-- another host would show nothing anyway; values that are not such a path are cleared.
-- A path of the site: a slash, then no second one (`//host` is another host), no `..` segment,
-- only the characters of a plain file path.
create or replace function public.is_site_path(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$' and value !~ '(^|/)\.\.(/|$)'
$$;
comment on function public.is_site_path(text) is
  'Whether a stored image URL is a plain path on the site''s own origin (no other host, no .. segment).';

update public.team_members set avatar_url = null where not public.is_site_path(avatar_url);
update public.media_mentions set publication_logo_url = null where not public.is_site_path(publication_logo_url);
update public.video_reviews set thumbnail_url = null where not public.is_site_path(thumbnail_url);
alter table public.team_members
  add constraint team_members_avatar_url_site_path check (public.is_site_path(avatar_url));
alter table public.media_mentions
  add constraint media_mentions_publication_logo_url_site_path check (public.is_site_path(publication_logo_url));
alter table public.video_reviews
  add constraint video_reviews_thumbnail_url_site_path check (public.is_site_path(thumbnail_url));
