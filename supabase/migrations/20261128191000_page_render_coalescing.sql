-- One waiting render per page source. Every save of a post, and every statement on team, press or
-- review rows, wrote a `pages.render` message of its own (20261126090000_page_renders.sql), so a
-- writer saving one post in a loop queued as many renders as saves. A message waiting for the
-- renderer now holds a pending_key: the content source alone for a change that names no record
-- ('pages.render:team'), the source and the record's key for one that does
-- ('pages.render:posts:<slug>'). At most one pending message holds a key (a unique partial
-- index), and a change whose key is held rewrites that message instead of adding one: the
-- latest change wins, which is what a render reads anyway (the page as the content is now).
-- The renderer's claim clears the key, so a change made while a message is being rendered
-- queues a new one instead of being folded into a render that may already have read the row.

alter table public.outbox_messages add column pending_key text;

create unique index outbox_messages_pending_key_idx
  on public.outbox_messages (pending_key)
  where status = 'pending' and pending_key is not null;

-- Messages waiting before this migration keep no key: the renderer takes them as before.

-- A change naming several records (a post moved to another slug: the old page goes, the new one
-- comes) is one message per record, so that each page has its own slot.
create or replace function private.request_page_render(content_source text, changed_records jsonb default '[]'::jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.outbox_messages (kind, payload, dedupe_key, pending_key)
  select 'pages.render',
         jsonb_build_object('source', content_source, 'records', r.records),
         'pages.render:' || gen_random_uuid()::text,
         'pages.render:' || content_source || coalesce(':' || r.key, '')
    from (
      select null::text as key, '[]'::jsonb as records
       where jsonb_array_length(coalesce(changed_records, '[]'::jsonb)) = 0
      union all
      -- The last word on each record, should one change name it twice.
      (select distinct on (c.record ->> 'key') c.record ->> 'key', jsonb_build_array(c.record)
         from jsonb_array_elements(coalesce(changed_records, '[]'::jsonb)) with ordinality as c(record, position)
        order by c.record ->> 'key', c.position desc)
    ) r
  on conflict (pending_key) where status = 'pending' and pending_key is not null
  do update set payload = excluded.payload;
$$;

revoke execute on function private.request_page_render(text, jsonb) from public, anon, authenticated;

-- As before, and the claimed messages give up their keys (see above).
create or replace function public.claim_page_renders(max_messages integer default 100, lease_seconds integer default 120)
returns setof public.outbox_messages
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox_messages m
     set attempts = m.attempts + 1,
         next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 1)),
         pending_key = null
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

-- A full render covers the changes made before it started. A waiting message may have been
-- rewritten by a later change (its updated_at, set by outbox_messages_set_updated_at), so both
-- its first and its last change must come before the render.
create or replace function public.settle_page_renders(rendered_from timestamptz)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with settled as (
    update public.outbox_messages m
       set status = 'sent', sent_at = now(), last_error = null, pending_key = null
     where m.kind = 'pages.render'
       and m.status = 'pending'
       and m.created_at < rendered_from
       and m.updated_at < rendered_from
    returning 1
  )
  select count(*)::integer from settled;
$$;

revoke execute on function public.settle_page_renders(timestamptz) from public, anon, authenticated;
grant execute on function public.settle_page_renders(timestamptz) to service_role;
