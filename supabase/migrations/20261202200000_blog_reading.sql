-- The readers' blog: the list paged on the server (12 posts a page) for /blog, /blog/page/N and the
-- category and tag pages, and full-text search for /blog/search (docs/security.md, "Public reads").
--
-- Both answer one JSON value, as every public read does (20261129100000_public_reads_through_functions.sql):
-- PostgREST can filter no column of a scalar answer. Their arguments are compared by equality (a
-- category's slug, a tag's slug form, a page number); the search text is parsed by
-- websearch_to_tsquery into lexemes matched through the posts' stored tsvector, never run as a
-- pattern. Neither reads a post's body for the list; the search reads the bodies of the twelve
-- posts of the asked page only, for their snippets.

-- ---------------------------------------------------------------------------------------------
-- Helpers (the owner's only: the public functions call them as their owner)
-- ---------------------------------------------------------------------------------------------

-- A tag as its page's address has it: lower case, each run of other characters one hyphen
-- ('Payroll Tips' → 'payroll-tips'); shared-contracts/src/site/sitemap.ts blogTagSlug() is the same rule.
create or replace function public.blog_tag_slug(tag text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select nullif(btrim(regexp_replace(lower(tag), '[^a-z0-9]+', '-', 'g'), '-'), '')
$$;

-- A post body's text without its markup: tags become spaces, the entities the sanitizer writes
-- become their characters.
create or replace function public.blog_plain_text(html text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(replace(
           regexp_replace(html, '<[^>]*>', ' ', 'g'),
           '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;

-- The words a post is found by, weighted: title (A), excerpt and tags (B), body (C).
create or replace function public.blog_search_document(title text, excerpt text, tags text[], content text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('pg_catalog.english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('pg_catalog.english'::regconfig, coalesce(excerpt, '')), 'B')
      || setweight(to_tsvector('pg_catalog.english'::regconfig, coalesce(pg_catalog.array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('pg_catalog.english'::regconfig, coalesce(public.blog_plain_text(content), '')), 'C')
$$;

-- Text for HTML: every character that could open markup or an entity, escaped.
create or replace function public.blog_escape_html(text_value text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(text_value, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;

revoke execute on function public.blog_tag_slug(text), public.blog_plain_text(text),
  public.blog_search_document(text, text, text[], text), public.blog_escape_html(text) from public, anon, authenticated;
-- The search column is computed with the writer's privileges: the staff who write posts run these two.
grant execute on function public.blog_plain_text(text), public.blog_search_document(text, text, text[], text)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The stored search document and its index
-- ---------------------------------------------------------------------------------------------
alter table public.blog_posts
  add column search tsvector generated always as (public.blog_search_document(title, excerpt, tags, content)) stored;

create index blog_posts_search_idx on public.blog_posts using gin (search);


-- ---------------------------------------------------------------------------------------------
-- The list, paged
-- ---------------------------------------------------------------------------------------------
drop function public.blog_post_list(text, text);

-- One page (12 posts, newest first) of the published posts, of one category (by slug) and with
-- one tag (by its slug form) when given, without their bodies; with the page, the page count,
-- the total, and the category's name and slug and the tag as written, for the page's heading.
create or replace function public.blog_post_list(page integer default 1, category text default null, tag text default null)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with wanted as (
    select greatest(coalesce(blog_post_list.page, 1), 1) as page,
           public.blog_tag_slug(blog_post_list.tag) as tag_slug
  ),
  matching as (
    -- Every column the list shows, named: the body is never read.
    select p.id, p.title, p.slug, p.excerpt, p.author, p.status, p.meta_description, p.tags,
           p.featured_image, p.featured_image_path, p.category_id, p.user_id, p.created_by, p.created_at, p.published_at,
           p.updated_at, c.name as category, c.slug as category_slug
      from public.blog_posts p
      left join public.blog_categories c on c.id = p.category_id
     cross join wanted w
     where p.status = 'published'
       and p.published_at <= now()
       and (blog_post_list.category is null or c.slug = blog_post_list.category)
       and (blog_post_list.tag is null
            or exists (select 1 from unnest(p.tags) t where public.blog_tag_slug(t) = w.tag_slug))
  ),
  counted as (select count(*)::integer as total from matching)
  select json_build_object(
    'posts', coalesce((
      select json_agg(to_json(shown) order by shown.published_at desc, shown.id)
        from (select m.* from matching m
               order by m.published_at desc, m.id
               limit 12 offset ((select w.page from wanted w) - 1) * 12) shown
    ), '[]'::json),
    'page', (select w.page from wanted w),
    'pageCount', greatest(ceil(counted.total / 12.0)::integer, 1),
    'total', counted.total,
    'category', (select json_build_object('name', c.name, 'slug', c.slug)
                   from public.blog_categories c where c.slug = blog_post_list.category),
    'tag', (select t from matching m, unnest(m.tags) t, wanted w
             where public.blog_tag_slug(t) = w.tag_slug
             order by m.published_at desc limit 1)
  )
  from counted;
$$;

-- ---------------------------------------------------------------------------------------------
-- Search
-- ---------------------------------------------------------------------------------------------

-- The published posts a reader's words find, best first (ts_rank over the weighted document,
-- newer first among equals), 12 a page, each with a snippet of its text around the words: the
-- text escaped for HTML with the found words in <mark>…</mark>, the only markup in it. A search of
-- more than 200 characters is refused; one with no words finds nothing.
create or replace function public.blog_search(query text, page integer default 1)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  asked integer := greatest(coalesce(blog_search.page, 1), 1);
  words tsquery;
  found integer;
  answer json;
begin
  if char_length(coalesce(query, '')) > 200 then
    raise exception 'A search can be at most 200 characters.' using errcode = '22023';
  end if;
  words := websearch_to_tsquery('pg_catalog.english'::regconfig, coalesce(query, ''));
  if numnode(words) = 0 then
    return json_build_object('results', '[]'::json, 'total', 0, 'page', asked, 'pageCount', 1);
  end if;

  select count(*)::integer into found
    from public.blog_posts p
   where p.status = 'published' and p.published_at <= now() and p.search @@ words;

  select coalesce(json_agg(json_build_object(
           'slug', r.slug,
           'title', r.title,
           'excerpt', r.excerpt,
           -- Private-use characters mark the words (none is left in the text), so everything
           -- else is escaped before the marks become <mark> elements.
           'snippet', replace(replace(public.blog_escape_html(ts_headline('pg_catalog.english'::regconfig,
                        translate(public.blog_plain_text(r.content), U&'\E000\E001', ''), words,
                        U&'StartSel=\E000, StopSel=\E001, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "')),
                        U&'\E000', '<mark>'), U&'\E001', '</mark>'),
           'published_at', r.published_at,
           'rank', r.rank
         ) order by r.rank desc, r.published_at desc, r.id), '[]'::json)
    into answer
    from (
      select p.id, p.slug, p.title, p.excerpt, p.content, p.published_at, ts_rank(p.search, words) as rank
        from public.blog_posts p
       where p.status = 'published' and p.published_at <= now() and p.search @@ words
       order by rank desc, p.published_at desc, p.id
       limit 12 offset (asked - 1) * 12
    ) r;

  return json_build_object('results', answer, 'total', found, 'page', asked,
                           'pageCount', greatest(ceil(found / 12.0)::integer, 1));
end;
$$;

revoke execute on function public.blog_post_list(integer, text, text), public.blog_search(text, integer) from public;
grant execute on function public.blog_post_list(integer, text, text), public.blog_search(text, integer)
  to anon, authenticated, service_role;

notify pgrst, 'reload schema';
