-- Issue 12: the two e-mails of an inquiry are sent after the answer and retried until sent
-- (docs/decisions/082-notification-retry.md).
-- notification_* is the team's notification, confirmation_* the lead's confirmation. Each is 'pending' until it
-- has been sent ('sent') or has failed max_tries times ('failed': failed for good, shown on the admin card).
-- email_retry_at is when the retry job may try the pending ones next; email_claimed_until is a lease held by
-- whoever is sending them (the function right after the answer, or one run of the retry job).
-- inquiry_email_tries records every try.

alter table public.form_submissions
  add column if not exists confirmation_status text not null default 'pending'
    check (confirmation_status in ('pending', 'sent', 'failed')),
  add column if not exists confirmation_error text
    check (confirmation_error is null or char_length(confirmation_error) <= 2000),
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists email_retry_at timestamptz,
  add column if not exists email_claimed_until timestamptz;

comment on column public.form_submissions.notification_status is
  'The team notification: pending (not sent yet, retried with backoff), sent, or failed (gave up after the last try).';
comment on column public.form_submissions.confirmation_status is
  'The lead''s confirmation: pending (not sent yet, retried with backoff), sent, or failed (gave up after the last try).';

-- Inquiries stored before this migration: a failed e-mail becomes pending again, so the retry job sends it.
-- The old error text names the e-mail that failed ('team: …; lead: …'); missing settings failed both.
update public.form_submissions
   set confirmation_status = case
         when notification_status = 'sent' then 'sent'
         when notification_status = 'failed'
              and notification_error is not null
              and notification_error not like '%lead:%'
              and notification_error not like 'e-mail settings missing%' then 'sent'
         else 'pending' end,
       confirmation_sent_at = case when notification_status = 'sent' then notified_at end,
       notification_status = case
         when notification_status = 'failed'
              and notification_error is not null
              and notification_error not like '%team:%'
              and notification_error not like 'e-mail settings missing%' then 'sent'
         when notification_status = 'failed' then 'pending'
         else notification_status end,
       email_retry_at = now()
 where notification_status in ('pending', 'failed');
update public.form_submissions
   set confirmation_status = 'sent', confirmation_sent_at = notified_at
 where notification_status = 'sent' and confirmation_status = 'pending' and email_retry_at is null;

-- What the retry job scans: only inquiries with an e-mail still to send.
create index if not exists form_submissions_email_retry_idx on public.form_submissions (email_retry_at)
  where notification_status = 'pending' or confirmation_status = 'pending';

create table if not exists public.inquiry_email_tries (
  id bigint generated always as identity primary key,
  inquiry_id uuid not null references public.form_submissions (id),
  email text not null check (email in ('team', 'lead')),
  try integer not null check (try >= 1),
  outcome text not null check (outcome in ('sent', 'failed')),
  error text check (error is null or char_length(error) <= 500),
  created_at timestamptz not null default now(),
  unique (inquiry_id, email, try)
);
comment on table public.inquiry_email_tries is 'Every try to send an inquiry''s e-mails, with its outcome.';

alter table public.inquiry_email_tries enable row level security;
revoke all on table public.inquiry_email_tries from public, anon, authenticated, service_role;
grant select, insert on table public.inquiry_email_tries to service_role;

-- Takes up to batch_size inquiries whose pending e-mails are due and not held by someone else, and holds them
-- for claim_seconds. SKIP LOCKED: two runs of the job at once take different inquiries.
create or replace function public.claim_inquiry_emails(batch_size integer, claim_seconds integer)
returns setof public.form_submissions
language sql
security invoker
set search_path = ''
as $$
  update public.form_submissions f
     set email_claimed_until = clock_timestamp() + make_interval(secs => claim_seconds)
   where f.id in (
     select c.id
       from public.form_submissions c
      where (c.notification_status = 'pending' or c.confirmation_status = 'pending')
        and c.email_retry_at <= clock_timestamp()
        and (c.email_claimed_until is null or c.email_claimed_until <= clock_timestamp())
      order by c.email_retry_at
      limit batch_size
      for update skip locked
   )
  returning f.*
$$;

-- Records one try of the e-mails in `results` ({"team": {"ok": true}, "lead": {"ok": false, "error": "…"}}),
-- sets each one's status (sent; failed after max_tries; else pending), schedules the next try of what is still
-- pending (base_seconds · 2^(tries − 1), at most six hours) and releases the claim.
create or replace function public.record_inquiry_emails(
  inquiry uuid,
  results jsonb,
  max_tries integer,
  base_seconds integer
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  kind text;
  result jsonb;
  tries integer;
  ok boolean;
  message text;
  next_status text;
  most_tries integer := 0;
  stored public.form_submissions;
begin
  select * into stored from public.form_submissions f where f.id = inquiry for update;
  if not found then
    raise exception 'record_inquiry_emails: no inquiry %', inquiry using errcode = 'P0002';
  end if;
  for kind in select unnest(array['team', 'lead']) loop
    result := results -> kind;
    continue when result is null;
    ok := coalesce((result ->> 'ok')::boolean, false);
    message := case when ok then null else left(coalesce(result ->> 'error', 'failed'), 500) end;
    select count(*) + 1 into tries
      from public.inquiry_email_tries t
     where t.inquiry_id = inquiry and t.email = kind;
    insert into public.inquiry_email_tries (inquiry_id, email, try, outcome, error)
    values (inquiry, kind, tries, case when ok then 'sent' else 'failed' end, message);
    next_status := case when ok then 'sent' when tries >= max_tries then 'failed' else 'pending' end;
    if next_status = 'pending' then most_tries := greatest(most_tries, tries); end if;
    if kind = 'team' then
      update public.form_submissions
         set notification_status = next_status,
             notification_error = message,
             notified_at = case when ok then clock_timestamp() else notified_at end
       where id = inquiry;
    else
      update public.form_submissions
         set confirmation_status = next_status,
             confirmation_error = message,
             confirmation_sent_at = case when ok then clock_timestamp() else confirmation_sent_at end
       where id = inquiry;
    end if;
  end loop;

  update public.form_submissions f
     set email_claimed_until = null,
         email_retry_at = case
           when f.notification_status = 'pending' or f.confirmation_status = 'pending' then
             clock_timestamp() + least(
               make_interval(secs => base_seconds * power(2, greatest(most_tries, 1) - 1)),
               interval '6 hours')
           end
   where f.id = inquiry
  returning * into stored;
  return jsonb_build_object(
    'notification_status', stored.notification_status,
    'confirmation_status', stored.confirmation_status,
    'email_retry_at', stored.email_retry_at
  );
end;
$$;

revoke execute on function public.claim_inquiry_emails(integer, integer) from public, anon, authenticated;
revoke execute on function public.record_inquiry_emails(uuid, jsonb, integer, integer)
  from public, anon, authenticated;
grant execute on function public.claim_inquiry_emails(integer, integer) to service_role;
grant execute on function public.record_inquiry_emails(uuid, jsonb, integer, integer) to service_role;
