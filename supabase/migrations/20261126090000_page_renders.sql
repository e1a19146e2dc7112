-- Rendered pages follow the content (docs/prerendering.md#fresh-with-the-content): every change
-- to what public pages show writes a `pages.render` message to the outbox, in the same
-- transaction as the change, and the renderer (scripts/prerender/worker.mjs) claims those
-- messages, removes the pages that no longer exist and renders the pages that show the changed
-- content. The message says what changed, never which pages: the remotes' page registries say
-- which pages render from which content (`renderedFrom`), so a remote's release can move a page
-- without a migration.

-- The content sources a page registry may name; a message names one of them.
--   posts:   blog_posts, blog_categories (records: the post's slug, with whether it is public)
--   team:    team_members
--   press:   press_releases, media_mentions
--   reviews: reviews, video_reviews, video_review_services
create or replace function private.request_page_render(content_source text, changed_records jsonb default '[]'::jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.outbox_messages (kind, payload, dedupe_key)
  values ('pages.render', jsonb_build_object('source', content_source, 'records', changed_records),
          'pages.render:' || gen_random_uuid()::text);
$$;

revoke execute on function private.request_page_render(text, jsonb) from public, anon, authenticated;

-- A post's page exists while the post is published: a post that stops being public (unpublished,
-- deleted, or moved to another slug) is named with public = false, so its page is removed.
create or replace function private.blog_post_page_render()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  records jsonb := '[]'::jsonb;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'published'
     and (tg_op = 'DELETE' or new.status <> 'published' or new.slug <> old.slug) then
    records := records || jsonb_build_array(jsonb_build_object('key', old.slug, 'public', false));
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'published' then
    records := records || jsonb_build_array(jsonb_build_object('key', new.slug, 'public', true));
  end if;
  -- A draft saved again changes no public page.
  if records <> '[]'::jsonb then
    perform private.request_page_render('posts', records);
  end if;
  return null;
end;
$$;

create or replace function private.content_page_render()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.request_page_render(tg_argv[0]);
  return null;
end;
$$;

revoke execute on function private.blog_post_page_render(), private.content_page_render() from public, anon, authenticated;

create trigger blog_posts_page_render
  after insert or update or delete on public.blog_posts
  for each row execute function private.blog_post_page_render();

-- A category's name shows on the list and on its posts: one message per statement is enough.
create trigger blog_categories_page_render
  after insert or update or delete on public.blog_categories
  for each statement execute function private.content_page_render('posts');

create trigger team_members_page_render
  after insert or update or delete on public.team_members
  for each statement execute function private.content_page_render('team');

create trigger press_releases_page_render
  after insert or update or delete on public.press_releases
  for each statement execute function private.content_page_render('press');

create trigger media_mentions_page_render
  after insert or update or delete on public.media_mentions
  for each statement execute function private.content_page_render('press');

create trigger reviews_page_render
  after insert or update or delete on public.reviews
  for each statement execute function private.content_page_render('reviews');

create trigger video_reviews_page_render
  after insert or update or delete on public.video_reviews
  for each statement execute function private.content_page_render('reviews');

create trigger video_review_services_page_render
  after insert or update or delete on public.video_review_services
  for each statement execute function private.content_page_render('reviews');

-- The outbox's delivery worker (process-outbox) leaves page renders to the renderer.
create or replace function public.claim_outbox_messages(
  max_messages integer default 10,
  lease_seconds integer default 60,
  only_dedupe_key text default null
)
returns setof public.outbox_messages
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox_messages m
     set attempts = m.attempts + 1,
         next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 1))
   where m.id in (
           select o.id
             from public.outbox_messages o
            where o.status = 'pending'
              and o.kind <> 'pages.render'
              and o.next_attempt_at <= now()
              and (only_dedupe_key is null or o.dedupe_key = only_dedupe_key)
            order by o.next_attempt_at, o.created_at
            limit greatest(least(max_messages, 500), 1)
              for update skip locked
         )
     and m.status = 'pending'
  returning m.*
$$;

-- The renderer's claim: due page renders, oldest first, leased like any outbox message (a
-- renderer that dies mid-batch leaves them to the next claim). finish_outbox_message records
-- the outcome and retries with back-off.
create or replace function public.claim_page_renders(max_messages integer default 100, lease_seconds integer default 120)
returns setof public.outbox_messages
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox_messages m
     set attempts = m.attempts + 1,
         next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 1))
   where m.id in (
           select o.id
             from public.outbox_messages o
            where o.status = 'pending'
              and o.kind = 'pages.render'
              and o.next_attempt_at <= now()
            order by o.created_at
            limit greatest(least(max_messages, 500), 1)
              for update skip locked
         )
     and m.status = 'pending'
  returning m.*
$$;

revoke execute on function public.claim_page_renders(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_page_renders(integer, integer) to service_role;

-- What staff see on the dashboard when the rendered pages lag behind the content: changes
-- waiting longer than a render takes, and renders that gave up in the last day.
create or replace function public.page_render_status()
returns table (waiting integer, waiting_since timestamptz, failed integer, last_failure text)
language sql
stable
security definer
set search_path = ''
as $$
  select (count(*) filter (where o.status = 'pending' and o.created_at < now() - interval '2 minutes'))::integer,
         min(o.created_at) filter (where o.status = 'pending' and o.created_at < now() - interval '2 minutes'),
         (count(*) filter (where o.status = 'failed' and o.updated_at > now() - interval '1 day'))::integer,
         (array_agg(o.last_error order by o.updated_at desc) filter (where o.status = 'failed' and o.updated_at > now() - interval '1 day'))[1]
    from public.outbox_messages o
   where o.kind = 'pages.render'
     and public.is_staff();
$$;

revoke execute on function public.page_render_status() from public, anon;
grant execute on function public.page_render_status() to authenticated;

-- A full render covers every change made before it started: the renderer settles those
-- messages when it finishes one, so they are not rendered a second time.
create or replace function public.settle_page_renders(rendered_from timestamptz)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with settled as (
    update public.outbox_messages m
       set status = 'sent', sent_at = now(), last_error = null
     where m.kind = 'pages.render'
       and m.status = 'pending'
       and m.created_at < rendered_from
    returning 1
  )
  select count(*)::integer from settled;
$$;

revoke execute on function public.settle_page_renders(timestamptz) from public, anon, authenticated;
grant execute on function public.settle_page_renders(timestamptz) to service_role;
