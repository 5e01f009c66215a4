-- Issue 32 item 7: the Insights funnel goes on after the call: plan sent → accepted → research fee paid
-- (docs/product/plan.md, "Insights"). Each step counts inquiries once, by the first time they got there, within the
-- chosen period (UTC days, as the other panels): the first version sent (plan_versions.sent_at), the first version
-- accepted (plan_versions.accepted_at), the first research fee paid (research_payments.paid_at). These times are kept
-- on the rows themselves and never change once set (ADR 199: a version that has left the draft is frozen; a paid
-- payment keeps paid_at through refunds), so no counters are needed. The call booked comes from inquiry_milestones
-- (ADR 174) for the step before.
--
-- Security invoker: the tables' row-level security decides (admins read them; anyone else counts nothing).
-- Grants are explicit (ADR 095): anon gets nothing.

create or replace function public.insights_plan_funnel(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    select period_start::timestamp at time zone 'UTC' as since,
           (period_end + 1)::timestamp at time zone 'UTC' as until
  ),
  calls as (
    select m.submission_id from public.inquiry_milestones m, bounds b
     where m.call_booked_at >= b.since and m.call_booked_at < b.until
  ),
  sent as (
    select v.submission_id from public.plan_versions v
     where v.sent_at is not null
     group by v.submission_id
    having min(v.sent_at) >= (select since from bounds) and min(v.sent_at) < (select until from bounds)
  ),
  accepted as (
    select v.submission_id from public.plan_versions v
     where v.accepted_at is not null
     group by v.submission_id
    having min(v.accepted_at) >= (select since from bounds) and min(v.accepted_at) < (select until from bounds)
  ),
  paid as (
    select p.submission_id from public.research_payments p
     where p.paid_at is not null
     group by p.submission_id
    having min(p.paid_at) >= (select since from bounds) and min(p.paid_at) < (select until from bounds)
  )
  select jsonb_build_object(
    'call_booked', (select count(*) from calls),
    'plan_sent', (select count(*) from sent),
    'plan_accepted', (select count(*) from accepted),
    'research_paid', (select count(*) from paid)
  )
$$;
comment on function public.insights_plan_funnel(date, date) is
  'Inquiries that first booked a call, were first sent a plan, first accepted one, first paid the research fee in the period (issue 32).';

revoke execute on function public.insights_plan_funnel(date, date) from public, anon;
grant execute on function public.insights_plan_funnel(date, date) to authenticated;
