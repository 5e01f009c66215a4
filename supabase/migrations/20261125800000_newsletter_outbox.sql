-- Issue 27: the wizard's "Send me Radici's newsletter" box subscribes the lead, at the footer form's provider
-- and with the same consent, once (docs/decisions/142-newsletter-from-the-wizard.md).
-- The subscription is an outbox entry on the inquiry, like its two e-mails (docs/decisions/082): stored with the
-- inquiry in the same transaction, sent by the function after its answer, retried by the same job until sent,
-- 'failed' for good after max_tries. A resend of the same submission replays (nothing new is stored) and a sent
-- subscription is never claimed again, so a lead is subscribed at most once by the product.

alter table public.form_submissions
  add column if not exists newsletter_status text not null default 'none'
    check (newsletter_status in ('none', 'pending', 'sent', 'failed')),
  add column if not exists newsletter_error text
    check (newsletter_error is null or char_length(newsletter_error) <= 2000),
  add column if not exists newsletter_sent_at timestamptz;

comment on column public.form_submissions.newsletter_status is
  'The newsletter subscription the lead asked for: none (box not ticked), pending (not sent yet, retried with backoff), sent, or failed (gave up after the last try).';

-- Whatever inserts an inquiry, the consent decides: a ticked box is a pending subscription, an unticked one none.
create or replace function private.form_submissions_newsletter_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.newsletter_status := case when new.newsletter_consent then 'pending' else 'none' end;
  new.newsletter_error := null;
  new.newsletter_sent_at := null;
  return new;
end;
$$;
revoke execute on function private.form_submissions_newsletter_outbox() from public, anon, authenticated;

create trigger form_submissions_newsletter_outbox
  before insert on public.form_submissions
  for each row execute function private.form_submissions_newsletter_outbox();

-- Leads stored before this migration who ticked the box were never subscribed: they asked, so they are now.
update public.form_submissions
   set newsletter_status = 'pending', email_retry_at = coalesce(email_retry_at, now())
 where newsletter_consent and newsletter_status = 'none';

alter table public.inquiry_email_tries drop constraint if exists inquiry_email_tries_email_check;
alter table public.inquiry_email_tries add constraint inquiry_email_tries_email_check
  check (email in ('team', 'lead', 'newsletter'));

drop index if exists public.form_submissions_email_retry_idx;
create index form_submissions_email_retry_idx on public.form_submissions (email_retry_at)
  where notification_status = 'pending' or confirmation_status = 'pending'
     or newsletter_status = 'pending';

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
      where (c.notification_status = 'pending' or c.confirmation_status = 'pending'
             or c.newsletter_status = 'pending')
        and c.email_retry_at <= clock_timestamp()
        and (c.email_claimed_until is null or c.email_claimed_until <= clock_timestamp())
      order by c.email_retry_at
      limit batch_size
      for update skip locked
   )
  returning f.*
$$;

-- As in 20261122100000, with a third outbox entry: results may hold "newsletter" beside "team" and "lead".
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
  for kind in select unnest(array['team', 'lead', 'newsletter']) loop
    result := results -> kind;
    continue when result is null;
    -- A subscription already sent is never recorded again (a late second sender).
    continue when kind = 'newsletter' and stored.newsletter_status <> 'pending';
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
    elsif kind = 'lead' then
      update public.form_submissions
         set confirmation_status = next_status,
             confirmation_error = message,
             confirmation_sent_at = case when ok then clock_timestamp() else confirmation_sent_at end
       where id = inquiry;
    else
      update public.form_submissions
         set newsletter_status = next_status,
             newsletter_error = message,
             newsletter_sent_at = case when ok then clock_timestamp() else newsletter_sent_at end
       where id = inquiry;
    end if;
  end loop;

  update public.form_submissions f
     set email_claimed_until = null,
         email_retry_at = case
           when f.notification_status = 'pending' or f.confirmation_status = 'pending'
                or f.newsletter_status = 'pending' then
             clock_timestamp() + least(
               make_interval(secs => base_seconds * power(2, greatest(most_tries, 1) - 1)),
               interval '6 hours')
           end
   where f.id = inquiry
  returning * into stored;
  return jsonb_build_object(
    'notification_status', stored.notification_status,
    'confirmation_status', stored.confirmation_status,
    'newsletter_status', stored.newsletter_status,
    'email_retry_at', stored.email_retry_at
  );
end;
$$;

revoke execute on function public.claim_inquiry_emails(integer, integer) from public, anon, authenticated;
revoke execute on function public.record_inquiry_emails(uuid, jsonb, integer, integer)
  from public, anon, authenticated;
grant execute on function public.claim_inquiry_emails(integer, integer) to service_role;
grant execute on function public.record_inquiry_emails(uuid, jsonb, integer, integer) to service_role;

-- The subscription's outcome in the inquiry's history, like the e-mails' (20261122200100).
comment on column public.inquiry_history.from_value is
  'The value before the change; for kind ''email'', which message: ''team'' (notification), ''lead'' (confirmation) or ''newsletter'' (the subscription).';

create or replace function private.form_submissions_record_email_outcome()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text := private.actor_name();
begin
  if new.notification_status is distinct from old.notification_status
     and new.notification_status in ('sent', 'failed') then
    insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name, version)
    values (new.id, 'email', 'team', new.notification_status, auth.uid(), who, new.version);
  end if;
  if new.confirmation_status is distinct from old.confirmation_status
     and new.confirmation_status in ('sent', 'failed') then
    insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name, version)
    values (new.id, 'email', 'lead', new.confirmation_status, auth.uid(), who, new.version);
  end if;
  if new.newsletter_status is distinct from old.newsletter_status
     and new.newsletter_status in ('sent', 'failed') then
    insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name, version)
    values (new.id, 'email', 'newsletter', new.newsletter_status, auth.uid(), who, new.version);
  end if;
  return null;
end;
$$;
revoke execute on function private.form_submissions_record_email_outcome() from public, anon, authenticated;

drop trigger if exists form_submissions_record_email_outcome on public.form_submissions;
create trigger form_submissions_record_email_outcome
  after update of notification_status, confirmation_status, newsletter_status on public.form_submissions
  for each row execute function private.form_submissions_record_email_outcome();
