-- Issue 32 item 6: the research fee, paid online through Stripe Checkout (docs/decisions/210-research-fee-checkout.md,
-- 211-stripe-stand-in.md, 212-payment-idempotency.md; docs/product/payments.md).
--
-- research_payments: one row per accepted plan version (the version id is the idempotency anchor).
-- stripe_events: every verified webhook event, stored once by its id.
-- research_refunds: each refund the team made, with its Stripe refund id and the key it was sent with.
-- Grants are explicit (ADR 095): anon nothing; admins read through RLS; the functions write as service role.

create table public.research_payments (
  id uuid primary key default gen_random_uuid(),
  plan_version_id uuid not null unique references public.plan_versions (id),
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  checkout_session_id text unique check (checkout_session_id ~ '^cs_[A-Za-z0-9_]{1,200}$'),
  state text not null default 'open'
    check (state in ('open', 'paid', 'expired', 'refunded', 'partially_refunded')),
  amount_minor integer not null check (amount_minor between 1 and 10000000),
  currency text not null check (currency in ('USD', 'EUR')),
  payment_intent_id text check (payment_intent_id ~ '^pi_[A-Za-z0-9_]{1,200}$'),
  idempotency_key text not null check (char_length(idempotency_key) between 8 and 255),
  refunded_minor integer not null default 0 check (refunded_minor >= 0),
  paid_at timestamptz,
  receipt_queued_at timestamptz,
  receipt_sent_at timestamptz,
  receipt_message jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (refunded_minor <= amount_minor),
  check ((state in ('paid', 'refunded', 'partially_refunded')) = (paid_at is not null))
);
comment on table public.research_payments is
  'The research fee of an accepted plan version, paid through Stripe Checkout (docs/product/payments.md).';
create index research_payments_submission_idx on public.research_payments (submission_id);

create table public.stripe_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9_]{1,200}$'),
  type text not null check (char_length(type) between 1 and 100),
  created timestamptz not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz
);
comment on table public.stripe_events is 'Each verified Stripe webhook event, stored once by its id (ADR 212).';

create table public.research_refunds (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references public.research_payments (id),
  amount_minor integer not null check (amount_minor between 1 and 10000000),
  reason text not null check (char_length(reason) between 1 and 500),
  by_user uuid,
  by_name text not null,
  stripe_refund_id text unique check (stripe_refund_id ~ '^re_[A-Za-z0-9_]{1,200}$'),
  idempotency_key text not null unique check (char_length(idempotency_key) between 8 and 255),
  created_at timestamptz not null default now()
);
create index research_refunds_payment_idx on public.research_refunds (payment_id, created_at);

alter table public.research_payments enable row level security;
alter table public.stripe_events enable row level security;
alter table public.research_refunds enable row level security;
revoke all on public.research_payments, public.stripe_events, public.research_refunds
  from anon, authenticated, service_role;
grant select on public.research_payments, public.stripe_events, public.research_refunds to authenticated;
grant select, insert, update on public.research_payments, public.stripe_events, public.research_refunds
  to service_role;
create policy "Admins read research payments" on public.research_payments for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read stripe events" on public.stripe_events for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read research refunds" on public.research_refunds for select to authenticated
  using ((select private.is_admin()));

-- Marks a payment paid once, in one transaction with its history line and its queued receipt. The row lock makes
-- twenty parallel deliveries of the same event end in one change; a payment already paid, refunded or expired
-- is left as it is (an out-of-order or repeated event changes nothing). Answers whether this call changed it.
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
  if not found or payment.state <> 'open' then
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

-- Records a refund Stripe accepted, never beyond what was paid (a 23514 check violation otherwise), with history.
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

revoke all on function public.mark_research_paid(text, text, timestamptz, jsonb) from public, anon, authenticated;
revoke all on function public.record_research_refund(uuid, integer, text, text, text, uuid, text)
  from public, anon, authenticated;
grant execute on function public.mark_research_paid(text, text, timestamptz, jsonb) to service_role;
grant execute on function public.record_research_refund(uuid, integer, text, text, text, uuid, text) to service_role;
