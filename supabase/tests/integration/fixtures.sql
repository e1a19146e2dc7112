-- Test-only objects the integration tests drive PostgREST with, independent of the app schema:
-- a table whose RLS policies key on auth.uid(), and a function reporting who the caller is.
create table if not exists public.integration_probe (
  id bigint generated always as identity primary key,
  owner uuid not null default auth.uid() references auth.users (id) on delete cascade,
  note text not null,
  created_at timestamptz not null default now()
);
alter table public.integration_probe enable row level security;

drop policy if exists integration_probe_select_own on public.integration_probe;
create policy integration_probe_select_own on public.integration_probe
  for select to authenticated using (owner = auth.uid());

drop policy if exists integration_probe_insert_own on public.integration_probe;
create policy integration_probe_insert_own on public.integration_probe
  for insert to authenticated with check (owner = auth.uid());

revoke all on public.integration_probe from anon;
grant select, insert on public.integration_probe to authenticated;

create or replace function public.integration_whoami()
returns jsonb
language sql
stable
as $$
  select jsonb_build_object('uid', auth.uid(), 'role', current_user, 'email', auth.email())
$$;
grant execute on function public.integration_whoami() to anon, authenticated;

-- A small bucket whose limits the storage tests reach without sending megabytes; no policy lets
-- anyone but the service role store in it.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('limits-test', 'limits-test', false, 1024, array['image/webp'])
on conflict (id) do nothing;
