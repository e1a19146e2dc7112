-- Leads from the public site (contact inquiries, calculator email gate) that visitors may only
-- append, plus the server's outbox and local mailbox, which no API role can touch.

create table public.contact_inquiries (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text,
  email text not null,
  phone text,
  message text not null,
  service text not null,
  company text,
  employees text,
  revenue text,
  industry text,
  hear_about_us text,
  outlet_name text,
  media_person_name text,
  due_date text,
  current_software text,
  urgency text not null default 'medium',
  preferred_date text,
  preferred_time text,
  sms_consent boolean not null default false,
  status text not null default 'new',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint contact_inquiries_first_name_length check (char_length(btrim(first_name)) between 1 and 100),
  constraint contact_inquiries_last_name_length check (last_name is null or char_length(last_name) <= 100),
  constraint contact_inquiries_email_format check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint contact_inquiries_phone_length check (phone is null or char_length(phone) <= 40),
  constraint contact_inquiries_message_length check (char_length(btrim(message)) between 1 and 5000),
  constraint contact_inquiries_service_check check (service in (
    'general', 'press', 'bookkeeping', 'payroll', 'books-cleanup', 'chart-of-accounts',
    'quickbooks-bookkeeping', 'do-it-for-me-payroll'
  )),
  constraint contact_inquiries_company_length check (company is null or char_length(company) <= 200),
  constraint contact_inquiries_employees_check check (coalesce(employees, '') in ('', '1-5', '6-20', '21-50', '51-200', '201+')),
  constraint contact_inquiries_revenue_check check (coalesce(revenue, '') in ('', '<250k', '250k-1m', '1m-5m', '5m-20m', '20m+')),
  constraint contact_inquiries_industry_check check (coalesce(industry, '') in (
    '', 'construction', 'healthcare', 'retail', 'technology', 'manufacturing', 'services', 'other'
  )),
  constraint contact_inquiries_hear_about_us_check check (coalesce(hear_about_us, '') in ('', 'google', 'referral', 'social', 'other')),
  constraint contact_inquiries_outlet_name_length check (outlet_name is null or char_length(outlet_name) <= 200),
  constraint contact_inquiries_media_person_name_length check (media_person_name is null or char_length(media_person_name) <= 200),
  constraint contact_inquiries_due_date_length check (due_date is null or char_length(due_date) <= 40),
  constraint contact_inquiries_current_software_check check (coalesce(current_software, '') in (
    '', 'quickbooks-online', 'quickbooks-desktop', 'xero', 'none', 'other'
  )),
  -- 'medium' is the form's default value although it is not one of the listed choices.
  constraint contact_inquiries_urgency_check check (urgency in ('', 'medium', 'immediate', 'within-week', 'within-month', 'exploring')),
  constraint contact_inquiries_preferred_date_length check (preferred_date is null or char_length(preferred_date) <= 40),
  constraint contact_inquiries_preferred_time_length check (preferred_time is null or char_length(preferred_time) <= 40),
  constraint contact_inquiries_status_check check (status in ('new', 'in_progress', 'closed', 'spam'))
);

create index contact_inquiries_created_at_idx on public.contact_inquiries (created_at desc);

create trigger contact_inquiries_set_updated_at
  before update on public.contact_inquiries
  for each row execute function public.set_updated_at();

-- The paycheck calculator's email gate.
create table public.calculator_leads (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  name text,
  calculation_type text not null default 'Net Pay Calculator',
  source_path text,
  enrichment jsonb,
  created_at timestamptz not null default now(),
  constraint calculator_leads_email_format check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint calculator_leads_name_length check (name is null or char_length(name) <= 100),
  constraint calculator_leads_calculation_type_length check (char_length(btrim(calculation_type)) between 1 and 80),
  constraint calculator_leads_source_path_check check (
    source_path is null or (char_length(source_path) <= 2048 and left(source_path, 1) = '/')
  ),
  constraint calculator_leads_enrichment_object check (enrichment is null or jsonb_typeof(enrichment) = 'object')
);

create index calculator_leads_created_at_idx on public.calculator_leads (created_at desc);

-- Work the server sends later (emails, lead forwarding), retried with back-off.
create table public.outbox_messages (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  dedupe_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint outbox_messages_kind_length check (char_length(btrim(kind)) between 1 and 64),
  constraint outbox_messages_status_check check (status in ('pending', 'sent', 'failed')),
  constraint outbox_messages_attempts_check check (attempts >= 0),
  constraint outbox_messages_dedupe_key_key unique (dedupe_key)
);

create index outbox_messages_due_idx on public.outbox_messages (next_attempt_at) where status = 'pending';

create trigger outbox_messages_set_updated_at
  before update on public.outbox_messages
  for each row execute function public.set_updated_at();

-- Local transactional email store: what would have been sent.
create table public.mailbox_messages (
  id uuid primary key default gen_random_uuid(),
  to_email text not null,
  template text,
  subject text not null,
  text text not null,
  html text,
  outbox_message_id uuid references public.outbox_messages (id) on delete set null,
  created_at timestamptz not null default now()
);

create index mailbox_messages_to_idx on public.mailbox_messages (lower(to_email), created_at desc);

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.contact_inquiries enable row level security;
alter table public.calculator_leads enable row level security;
alter table public.outbox_messages enable row level security;
alter table public.mailbox_messages enable row level security;

-- Visitors (and active signed-in users) submit; admins read and work the inquiries.
create policy "contact_inquiries: visitors can submit"
  on public.contact_inquiries for insert to anon, authenticated
  with check (status = 'new' and (auth.uid() is null or public.is_active_user()));

create policy "contact_inquiries: admins can read"
  on public.contact_inquiries for select to authenticated
  using (public.is_admin());

create policy "contact_inquiries: admins can update"
  on public.contact_inquiries for update to authenticated
  using (public.is_admin())
  with check (public.is_admin());

create policy "contact_inquiries: admins can delete"
  on public.contact_inquiries for delete to authenticated
  using (public.is_admin());

create policy "calculator_leads: visitors can submit"
  on public.calculator_leads for insert to anon, authenticated
  with check (enrichment is null and (auth.uid() is null or public.is_active_user()));

create policy "calculator_leads: admins can read"
  on public.calculator_leads for select to authenticated
  using (public.is_admin());

create policy "calculator_leads: admins can delete"
  on public.calculator_leads for delete to authenticated
  using (public.is_admin());

-- outbox_messages and mailbox_messages: no policies; only the service role and the owner.

-- ---------------------------------------------------------------------------------------------
-- Privileges: visitors may insert only the form's columns (never status, ids or timestamps).
-- ---------------------------------------------------------------------------------------------
revoke all on public.contact_inquiries, public.calculator_leads, public.outbox_messages,
  public.mailbox_messages from anon, authenticated;

grant insert (
  first_name, last_name, email, phone, message, service, company, employees, revenue, industry,
  hear_about_us, outlet_name, media_person_name, due_date, current_software, urgency,
  preferred_date, preferred_time, sms_consent
) on public.contact_inquiries to anon, authenticated;
grant select, delete on public.contact_inquiries to authenticated;
grant update (status) on public.contact_inquiries to authenticated;

grant insert (email, name, calculation_type, source_path) on public.calculator_leads to anon, authenticated;
grant select, delete on public.calculator_leads to authenticated;
