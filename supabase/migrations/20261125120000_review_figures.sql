-- The review figures the site shows come from the reviews table and nowhere else
-- (docs/architecture.md#d36): review_stats() is the count and average rating every page and the
-- structured data read, and each review may name the industry page it belongs on, so an industry
-- page shows its own clients' reviews.

alter table public.reviews
  add column industry text,
  add constraint reviews_industry_slug check (industry is null or industry ~ '^[a-z0-9]+(-[a-z0-9]+)*$');

create index reviews_industry_date_idx on public.reviews (industry, review_date desc) where industry is not null;

-- How many reviews there are and their average rating, rounded to one decimal as pages show it
-- (null when there are none). Runs as the caller: the reviews are readable by everyone anyway,
-- and row-level security stays the one rule on what is counted.
create or replace function public.review_stats()
returns table (review_count integer, average_rating numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*)::integer, round(avg(r.rating), 1) from public.reviews r;
$$;

revoke execute on function public.review_stats() from public;
grant execute on function public.review_stats() to anon, authenticated, service_role;
