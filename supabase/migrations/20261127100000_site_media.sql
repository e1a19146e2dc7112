-- Staff replace the site's team photos, publication logos and testimonial videos from the portal
-- (docs/architecture.md#d42). The files live in the public Storage bucket `site-media`; a row
-- names its files by storage path, beside the URL columns the seed's static files use, and a page
-- shows the stored files when a path is set. Row-level security on storage.objects decides who
-- may store and remove files, as on every hosted project: admins and super admins only.

-- The bucket, as supabase/config.toml declares it (a test keeps the two equal), so `db push`
-- alone gives a hosted project the bucket these policies and rows refer to.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('site-media', 'site-media', true, 52428800, array['image/webp', 'image/avif', 'video/mp4', 'video/webm'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- A photo, logo or poster is a folder of variants (`<width>.webp`, `<width>.avif`, written by the
-- portal's converter); a video is one file. Paths are made by the portal under a folder per kind,
-- never typed by anyone, so the checks only keep a row from pointing outside its kind.
alter table public.team_members
  add column photo_path text,
  add constraint team_members_photo_path_format check (photo_path ~ '^team/[A-Za-z0-9-]+/[A-Za-z0-9-]+$');

alter table public.media_mentions
  add column logo_path text,
  add column logo_width integer,
  add column logo_height integer,
  add constraint media_mentions_logo_path_format check (logo_path ~ '^logos/[A-Za-z0-9-]+/[A-Za-z0-9-]+$'),
  -- A logo keeps its own proportions, so the page needs its size to reserve the space.
  add constraint media_mentions_logo_size check (
    case when logo_path is null then logo_width is null and logo_height is null
         else coalesce(logo_width between 1 and 320 and logo_height between 1 and 120, false) end
  );

alter table public.video_reviews
  add column video_path text,
  add column poster_path text,
  add constraint video_reviews_video_path_format check (video_path ~ '^videos/[A-Za-z0-9-]+/[A-Za-z0-9-]+\.(mp4|webm)$'),
  add constraint video_reviews_poster_path_format check (poster_path ~ '^posters/[A-Za-z0-9-]+/[A-Za-z0-9-]+$');

-- Anyone reads the bucket's files (it is public: the pages link them); only admins and super
-- admins (public.is_admin(), as for the rows that point at them) store, replace or remove them.
create policy "site-media: everyone can read" on storage.objects
  for select to anon, authenticated using (bucket_id = 'site-media');
create policy "site-media: admins can upload" on storage.objects
  for insert to authenticated with check (bucket_id = 'site-media' and public.is_admin());
create policy "site-media: admins can replace" on storage.objects
  for update to authenticated using (bucket_id = 'site-media' and public.is_admin())
  with check (bucket_id = 'site-media' and public.is_admin());
create policy "site-media: admins can remove" on storage.objects
  for delete to authenticated using (bucket_id = 'site-media' and public.is_admin());
