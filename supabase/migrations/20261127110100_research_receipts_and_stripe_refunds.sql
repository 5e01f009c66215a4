-- Issue 32, the rest of item 6 (docs/product/payments.md, docs/decisions/213-receipt-retries-and-dashboard-refunds.md):
--
-- 1. A receipt that failed to send is tried again by the housekeeping job (research-fee/receipts, every minute:
--    pg_cron on hosted Supabase, the stand-in's loop locally), as the call e-mails are (ADR 160): attempts are
--    counted on the payment row, each failure waits longer (base × 2^attempts), and after EMAIL_MAX_TRIES the
--    receipt is left for the team (receipt_last_error says why). The job claims due receipts with SKIP LOCKED, and
--    Resend's Idempotency-Key (research-receipt-<payment id>) makes a second send of one receipt harmless.
-- 2. A refund made in Stripe's dashboard arrives as a verified `charge.refunded` event: the webhook re-reads the
--    payment intent's refunds from Stripe and records each one it does not know, once by its Stripe id, under the
--    payment's row lock (public.record_stripe_refund). A refund the team made in the console is the same Stripe
--    refund: whichever of the console and the webhook records it first, it is stored once.
--
-- Grants are explicit (ADR 095): anon and authenticated get nothing new; the functions run as service role.

-- 1. Receipt attempts --------------------------------------------------------------------------------------------
alter table public.research_payments
  add column receipt_attempts integer not null default 0 check (receipt_attempts >= 0),
  add column receipt_next_at timestamptz,
  add column receipt_last_error text check (char_length(receipt_last_error) <= 500);

create index research_payments_receipt_due_idx on public.research_payments (receipt_next_at)
  where receipt_message is not null and receipt_sent_at is null;

-- The receipts due now (not sent, fewer than max_tries attempts, their time come), each claimed for claim_seconds
-- so a second run of the job does not take them; one attempt is counted per claim. The first send right after the
-- webhook is not a claim: it counts its own failure with record_receipt_failure.
create or replace function public.claim_research_receipts(batch_size integer, claim_seconds integer, max_tries integer)
returns table (id uuid, receipt_message jsonb, receipt_attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with due as (
    select p.id from public.research_payments p
     where p.receipt_message is not null and p.receipt_sent_at is null and p.receipt_attempts < max_tries
       and coalesce(p.receipt_next_at, p.receipt_queued_at + interval '1 minute') <= now()
     order by p.receipt_queued_at
     limit greatest(1, least(batch_size, 50))
     for update skip locked
  )
  update public.research_payments p
     set receipt_attempts = p.receipt_attempts + 1,
         receipt_next_at = now() + make_interval(secs => greatest(claim_seconds, 1))
    from due
   where p.id = due.id
  returning p.id, p.receipt_message, p.receipt_attempts;
end;
$$;

-- A failed send: the next try waits base × 2^(attempts − 1) seconds (at most a day); the reason is kept.
create or replace function public.record_receipt_failure(payment uuid, reason text, base_seconds integer, claimed boolean)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.research_payments p
     set receipt_attempts = p.receipt_attempts + case when claimed then 0 else 1 end,
         receipt_last_error = left(reason, 500),
         receipt_next_at = now() + make_interval(secs => least(86400,
           greatest(base_seconds, 0) * power(2, greatest(p.receipt_attempts + case when claimed then 0 else 1 end - 1, 0))))
   where p.id = payment and p.receipt_sent_at is null;
$$;

revoke all on function public.claim_research_receipts(integer, integer, integer) from public, anon, authenticated;
revoke all on function public.record_receipt_failure(uuid, text, integer, boolean) from public, anon, authenticated;
grant execute on function public.claim_research_receipts(integer, integer, integer) to service_role;
grant execute on function public.record_receipt_failure(uuid, text, integer, boolean) to service_role;

-- 2. Refunds made in Stripe --------------------------------------------------------------------------------------
-- Records one Stripe refund of the payment with intent `intent_id`, once by its id, never beyond what was paid.
-- Answers whether this call recorded it (false: unknown intent, already recorded, or nothing left to refund).
create or replace function public.record_stripe_refund(intent_id text, refund_id text, amount integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_ public.research_payments;
  next_state text;
begin
  select * into row_ from public.research_payments p where p.payment_intent_id = intent_id for update;
  if not found or row_.state not in ('paid', 'partially_refunded')
     or exists (select 1 from public.research_refunds r where r.stripe_refund_id = refund_id) then
    return false;
  end if;
  if amount < 1 or row_.refunded_minor + amount > row_.amount_minor then
    raise exception 'refund beyond what was paid' using errcode = '23514';
  end if;
  next_state := case when row_.refunded_minor + amount = row_.amount_minor then 'refunded'
                     else 'partially_refunded' end;
  insert into public.research_refunds (payment_id, amount_minor, reason, by_user, by_name, stripe_refund_id,
                                       idempotency_key)
  values (row_.id, amount, 'Refunded in Stripe''s dashboard', null, 'Stripe', refund_id, 'stripe-' || refund_id);
  update public.research_payments
     set refunded_minor = refunded_minor + amount, state = next_state, updated_at = now()
   where id = row_.id;
  insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_name)
  values (row_.submission_id, 'research_refunded', null, amount::text || ' ' || row_.currency, 'Stripe');
  return true;
end;
$$;
revoke all on function public.record_stripe_refund(text, text, integer) from public, anon, authenticated;
grant execute on function public.record_stripe_refund(text, text, integer) to service_role;

-- The console's refund, as before, and now also once by Stripe's refund id: when the webhook's charge.refunded
-- recorded it first, the team's reason and name replace 'Stripe' on that row and nothing is counted twice.
create or replace function public.record_research_refund(
  payment uuid,
  amount integer,
  why text,
  refund_id text,
  refund_key text,
  actor uuid,
  actor_label text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_ public.research_payments;
  next_state text;
begin
  select * into row_ from public.research_payments p where p.id = payment for update;
  if not found then
    raise exception 'no such payment' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.research_refunds r where r.idempotency_key = refund_key) then
    return row_.state;
  end if;
  if refund_id is not null and exists (select 1 from public.research_refunds r where r.stripe_refund_id = refund_id) then
    update public.research_refunds r
       set reason = why, by_user = actor, by_name = actor_label, idempotency_key = refund_key
     where r.stripe_refund_id = refund_id;
    return row_.state;
  end if;
  if row_.state not in ('paid', 'partially_refunded') or row_.refunded_minor + amount > row_.amount_minor then
    raise exception 'refund beyond what was paid' using errcode = '23514';
  end if;
  next_state := case when row_.refunded_minor + amount = row_.amount_minor then 'refunded'
                     else 'partially_refunded' end;
  insert into public.research_refunds (payment_id, amount_minor, reason, by_user, by_name, stripe_refund_id,
                                       idempotency_key)
  values (payment, amount, why, actor, actor_label, refund_id, refund_key);
  update public.research_payments
     set refunded_minor = refunded_minor + amount, state = next_state, updated_at = now()
   where id = payment;
  insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name)
  values (row_.submission_id, 'research_refunded', null, amount::text || ' ' || row_.currency, actor, actor_label);
  return next_state;
end;
$$;

-- 3. The job's schedule on hosted Supabase (as 20261125500100_call_email_schedule.sql) -------------------------
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the receipt job is not scheduled in this database';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  execute $schedule$
    select cron.schedule(
      'research-receipts',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/research-fee/receipts',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (
              select decrypted_secret from vault.decrypted_secrets where name = 'notification_retry_secret'
            )
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 30000
        )
        where exists (select 1 from vault.decrypted_secrets where name = 'project_url')
          and exists (select 1 from vault.decrypted_secrets where name = 'notification_retry_secret')
          and exists (select 1 from public.research_payments p
                       where p.receipt_message is not null and p.receipt_sent_at is null)
      $job$
    )
  $schedule$;
end
$migration$;
