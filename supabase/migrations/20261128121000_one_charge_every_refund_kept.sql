-- Issue 44 item 3: one charge per fee, every refund kept (docs/decisions/240-payment-and-refund-states.md,
-- docs/product/payments.md, docs/security.md "One charge per fee, every refund kept").
--
-- 1. A Checkout session that is `complete` but not paid (a bank debit still clearing) puts the payment in
--    `processing`; a bank debit that failed puts it in `failed`. Only an `expired` or `failed` payment takes a new
--    session, so a family never pays twice. public.mark_research_paid now also settles a `processing` payment.
-- 2. A refund event that arrives before its payment is paid is kept: the event row names its payment intent and
--    stays unprocessed until the payment is paid; then the webhook reads the intent's refunds from Stripe and marks
--    the kept events processed.
-- 3. A refund has Stripe's status: pending, succeeded or failed (Stripe's `requires_action` is kept as pending, its
--    `canceled` as failed: no money went back). research_payments.refunded_minor counts the succeeded refunds,
--    refund_pending_minor the pending ones; both count against what may still be refunded; a failed refund counts
--    for neither. The totals are recomputed from the refund rows under the payment's row lock, so they never drift.
--    The `research_refunded` history line is written when a refund succeeds (by whoever made it).
--
-- Grants are explicit (ADR 095): anon and authenticated get nothing new; the functions run as service role.

-- 1. Payment states --------------------------------------------------------------------------------------------
alter table public.research_payments drop constraint research_payments_state_check;
alter table public.research_payments add constraint research_payments_state_check
  check (state in ('open', 'processing', 'paid', 'expired', 'failed', 'refunded', 'partially_refunded'));

-- 3 (columns). Refund statuses and the pending total --------------------------------------------------------------
alter table public.research_payments
  add column refund_pending_minor integer not null default 0 check (refund_pending_minor >= 0);
do $constraint$
declare
  found_name text;
begin
  select c.conname into found_name
    from pg_constraint c
   where c.conrelid = 'public.research_payments'::regclass and c.contype = 'c'
     and pg_get_constraintdef(c.oid) ilike '%refunded_minor <= amount_minor%';
  if found_name is not null then
    execute format('alter table public.research_payments drop constraint %I', found_name);
  end if;
end
$constraint$;
alter table public.research_payments add constraint research_payments_refunds_within_paid
  check (refunded_minor + refund_pending_minor <= amount_minor);

alter table public.research_refunds
  add column status text not null default 'succeeded' check (status in ('pending', 'succeeded', 'failed')),
  add column updated_at timestamptz not null default now();
comment on column public.research_refunds.status is
  'Stripe''s refund status: pending (also requires_action), succeeded, failed (also canceled). ADR 240.';

-- 2 (columns). Refund events kept until their payment is paid --------------------------------------------------
alter table public.stripe_events
  add column payment_intent_id text check (payment_intent_id ~ '^pi_[A-Za-z0-9_]{1,200}$');
create index stripe_events_kept_idx on public.stripe_events (payment_intent_id)
  where processed_at is null and payment_intent_id is not null;

-- Stripe's refund status as stored here.
create or replace function private.research_refund_status(stripe_status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case stripe_status
    when 'succeeded' then 'succeeded'
    when 'failed' then 'failed'
    when 'canceled' then 'failed'
    else 'pending'
  end;
$$;

-- The payment's totals and state from its refund rows (call with the payment row locked). A paid payment's state
-- follows what was returned: nothing → paid, all → refunded, some → partially_refunded.
create or replace function private.research_refund_totals(payment uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  succeeded integer;
  pending integer;
begin
  select coalesce(sum(r.amount_minor) filter (where r.status = 'succeeded'), 0),
         coalesce(sum(r.amount_minor) filter (where r.status = 'pending'), 0)
    into succeeded, pending
    from public.research_refunds r where r.payment_id = payment;
  update public.research_payments p
     set refunded_minor = succeeded,
         refund_pending_minor = pending,
         state = case when p.state not in ('paid', 'refunded', 'partially_refunded') then p.state
                      when succeeded = 0 then 'paid'
                      when succeeded = p.amount_minor then 'refunded'
                      else 'partially_refunded' end,
         updated_at = now()
   where p.id = payment;
end;
$$;

-- One refund row moves to Stripe's newer status: pending → succeeded | failed, succeeded → failed (Stripe can fail
-- a refund after it succeeded); never back. A refund that succeeds gets its history line now. Answers whether it
-- moved. Call with the payment row locked.
create or replace function private.research_refund_moved(refund public.research_refunds, next_status text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  payment_ public.research_payments;
begin
  if not ((refund.status = 'pending' and next_status in ('succeeded', 'failed'))
          or (refund.status = 'succeeded' and next_status = 'failed')) then
    return false;
  end if;
  update public.research_refunds set status = next_status, updated_at = now() where id = refund.id;
  if next_status = 'succeeded' then
    select * into payment_ from public.research_payments p where p.id = refund.payment_id;
    insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name)
    values (payment_.submission_id, 'research_refunded', null,
            refund.amount_minor::text || ' ' || payment_.currency, refund.by_user, refund.by_name);
  end if;
  return true;
end;
$$;

-- A new refund row (pending or succeeded counts against what remains: beyond it is a 23514), then the totals.
create or replace function private.research_refund_added(
  payment_ public.research_payments,
  amount integer,
  why text,
  refund_id text,
  refund_key text,
  actor uuid,
  actor_label text,
  refund_status text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  added public.research_refunds;
begin
  if payment_.state not in ('paid', 'partially_refunded', 'refunded')
     or (refund_status <> 'failed'
         and (amount < 1 or payment_.refunded_minor + payment_.refund_pending_minor + amount > payment_.amount_minor)) then
    raise exception 'refund beyond what was paid' using errcode = '23514';
  end if;
  insert into public.research_refunds (payment_id, amount_minor, reason, by_user, by_name, stripe_refund_id,
                                       idempotency_key, status)
  values (payment_.id, amount, why, actor, actor_label, refund_id, refund_key, 'pending')
  returning * into added;
  if refund_status <> 'pending' then
    perform private.research_refund_moved(added, refund_status);
  end if;
  perform private.research_refund_totals(payment_.id);
end;
$$;

revoke all on function private.research_refund_status(text) from public, anon, authenticated;
revoke all on function private.research_refund_totals(uuid) from public, anon, authenticated;
revoke all on function private.research_refund_moved(public.research_refunds, text) from public, anon, authenticated;
revoke all on function private.research_refund_added(public.research_payments, integer, text, text, text, uuid, text, text)
  from public, anon, authenticated;

-- 1 (function). Paid once, from open or processing -------------------------------------------------------------
create or replace function public.mark_research_paid(
  session_id text,
  intent_id text,
  paid timestamptz,
  receipt jsonb
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  payment public.research_payments;
begin
  select * into payment from public.research_payments p where p.checkout_session_id = session_id for update;
  if not found or payment.state not in ('open', 'processing') then
    return false;
  end if;
  update public.research_payments
     set state = 'paid', paid_at = paid, payment_intent_id = intent_id, receipt_message = receipt,
         receipt_queued_at = now(), updated_at = now()
   where id = payment.id;
  insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_name)
  values (payment.submission_id, 'research_paid', null,
          payment.amount_minor::text || ' ' || payment.currency, 'Stripe');
  return true;
end;
$$;

-- 3 (functions). The console's refund and Stripe's, each with Stripe's status ---------------------------------
drop function public.record_research_refund(uuid, integer, text, text, text, uuid, text);
drop function public.record_stripe_refund(text, text, integer);

-- The console's refund, once by its key and once by Stripe's refund id: when the webhook recorded it first, the
-- team's reason and name replace 'Stripe' on that row (and its status moves on if Stripe's is newer).
create or replace function public.record_research_refund(
  payment uuid,
  amount integer,
  why text,
  refund_id text,
  refund_key text,
  actor uuid,
  actor_label text,
  stripe_status text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_ public.research_payments;
  known public.research_refunds;
  next_state text;
begin
  select * into row_ from public.research_payments p where p.id = payment for update;
  if not found then
    raise exception 'no such payment' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.research_refunds r where r.idempotency_key = refund_key) then
    return row_.state;
  end if;
  select * into known from public.research_refunds r where r.stripe_refund_id = refund_id;
  if refund_id is not null and found then
    update public.research_refunds r
       set reason = why, by_user = actor, by_name = actor_label, idempotency_key = refund_key
     where r.id = known.id
     returning * into known;
    if private.research_refund_moved(known, private.research_refund_status(stripe_status)) then
      perform private.research_refund_totals(payment);
    end if;
  else
    perform private.research_refund_added(row_, amount, why, refund_id, refund_key, actor, actor_label,
                                          private.research_refund_status(stripe_status));
  end if;
  select p.state into next_state from public.research_payments p where p.id = payment;
  return next_state;
end;
$$;

-- One Stripe refund of the payment with intent `intent_id`, as Stripe has it now: recorded once by its id (a
-- refund made in Stripe's dashboard), or moved to its newer status. Answers whether the payment is settled (paid),
-- so the caller knows the refund was applied (false: no paid payment with that intent yet; the event is kept).
create or replace function public.record_stripe_refund(
  intent_id text,
  refund_id text,
  amount integer,
  stripe_status text
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_ public.research_payments;
  known public.research_refunds;
begin
  select * into row_ from public.research_payments p where p.payment_intent_id = intent_id for update;
  if not found or row_.state not in ('paid', 'partially_refunded', 'refunded') then
    return false;
  end if;
  select * into known from public.research_refunds r where r.stripe_refund_id = refund_id;
  if found then
    if private.research_refund_moved(known, private.research_refund_status(stripe_status)) then
      perform private.research_refund_totals(row_.id);
    end if;
  else
    perform private.research_refund_added(row_, amount, 'Refunded in Stripe''s dashboard', refund_id,
                                          'stripe-' || refund_id, null, 'Stripe',
                                          private.research_refund_status(stripe_status));
  end if;
  return true;
end;
$$;

revoke all on function public.record_research_refund(uuid, integer, text, text, text, uuid, text, text)
  from public, anon, authenticated;
revoke all on function public.record_stripe_refund(text, text, integer, text) from public, anon, authenticated;
grant execute on function public.record_research_refund(uuid, integer, text, text, text, uuid, text, text)
  to service_role;
grant execute on function public.record_stripe_refund(text, text, integer, text) to service_role;
