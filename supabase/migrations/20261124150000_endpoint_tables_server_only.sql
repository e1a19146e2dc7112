-- Inquiries, calculator leads and site events are written only by their functions
-- (create-zoho-lead, enrich-lead, track) with the service role, after the functions' validation,
-- limits and honeypot. A visitor's direct REST insert skipped all of them (50 inquiries in one
-- request, each queued to the CRM; backdated events; views of drafts), so the API roles lose
-- insert on these tables. The check constraints stay: they hold for the service role too.

drop policy if exists "contact_inquiries: visitors can submit" on public.contact_inquiries;
drop policy if exists "calculator_leads: visitors can submit" on public.calculator_leads;
drop policy if exists "site_events: visitors can record events" on public.site_events;

revoke insert on public.contact_inquiries, public.calculator_leads, public.site_events from anon, authenticated;
