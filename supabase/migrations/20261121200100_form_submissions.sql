-- Inquiries sent through the wizard (docs/product/rules.md, "Form submission"; docs/product/inquiry.md, "How an
-- inquiry is stored"). Only the send-form-notification edge function writes them, with the service role. Admins read
-- them and may change their status only. Nobody deletes an inquiry: nothing a lead sent is ever lost.

create table public.form_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 201),
  email text not null check (char_length(email) between 3 and 254),
  phone text check (phone is null or char_length(phone) between 1 and 32),
  planning_stage text not null check (planning_stage in ('exploring', 'dates-set')),
  regions text check (regions is null or char_length(regions) <= 500),
  travel_dates text not null check (char_length(travel_dates) <= 32),
  trip_duration text not null
    check (trip_duration in ('I don''t know yet', '10-days', '2-weeks', '3-weeks', 'more')),
  group_size integer check (group_size is null or group_size between 1 and 100),
  age_ranges text check (age_ranges is null or char_length(age_ranges) <= 200),
  budget integer check (budget is null or budget between 0 and 10000000),
  hotel_preference text check (hotel_preference is null or char_length(hotel_preference) <= 200),
  genealogy_help text not null
    check (genealogy_help in ('full-family-tree', 'recent-ancestors', 'need-guidance', 'no-research')),
  preferred_contact text not null check (preferred_contact in ('email', 'email-or-phone')),
  newsletter_consent boolean not null default false,
  agency_id text check (agency_id is null or char_length(agency_id) <= 100),
  itinerary_id text check (itinerary_id is null or char_length(itinerary_id) <= 100),
  submission_key uuid not null unique,
  status text not null default 'active' check (status in ('active', 'cancelled')),
  notification_status text not null default 'pending' check (notification_status in ('pending', 'sent', 'failed')),
  notification_error text check (notification_error is null or char_length(notification_error) <= 2000),
  notified_at timestamptz,
  created_at timestamptz not null default now()
);
comment on column public.form_submissions.submission_key is
  'Client-generated UUID, one per wizard run: the same key twice stores one inquiry.';
comment on column public.form_submissions.notification_status is
  'pending until the edge function has tried the e-mails; sent or failed (with notification_error) after.';

-- The dashboard's query: status = 'active' order by created_at desc.
create index form_submissions_status_created_at_idx on public.form_submissions (status, created_at desc);

alter table public.form_submissions enable row level security;

revoke all on public.form_submissions from anon, authenticated, service_role;
grant select, update (status) on public.form_submissions to authenticated;
-- The edge function inserts and records the e-mail outcome; even the service role cannot delete.
grant select, insert, update on public.form_submissions to service_role;

create policy "Admins read inquiries"
  on public.form_submissions for select to authenticated
  using ((select private.is_admin()));

create policy "Admins change the status of inquiries"
  on public.form_submissions for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
