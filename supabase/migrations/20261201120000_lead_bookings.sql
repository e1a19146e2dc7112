-- A lead's consultations for the lead's page: the confirmed and cancelled bookings that joined the
-- lead (holds never do), newest first, for booking-admin, which checks the caller is an admin.
create or replace function public.booking_list_for_lead(lead uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(b) || jsonb_build_object('staff_name', s.name) order by b.starts_at desc, b.id), '[]'::jsonb)
    from public.bookings b
    join public.booking_staff s on s.id = b.staff_id
   where b.lead_id = booking_list_for_lead.lead
     and b.status in ('confirmed', 'cancelled')
$$;

revoke execute on function public.booking_list_for_lead(uuid) from public, anon, authenticated;
grant execute on function public.booking_list_for_lead(uuid) to service_role;
