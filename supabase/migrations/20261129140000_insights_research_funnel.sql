-- Issue 45 part 7: the Insights funnel goes on after the research fee: paid → assigned → submitted → published, with
-- the time each step took (docs/product/research.md, "Insights").
--
-- Each step counts inquiries once, by the first time they got there, within the chosen period (UTC days, as the
-- plan funnel of 20261127110000): the first research fee paid (research_payments.paid_at, kept through refunds), the
-- first assignment and the first submission (the lead's history rows, which are never changed), the first version
-- published (research_reports.published_at, frozen). A reassignment, a second submission after a send-back or a
-- correction (version 2) adds nothing.
--
-- The time a step took is, for the inquiries that reached it in the period, the median of the time from the step
-- before (both first times), in seconds; null when no inquiry reached it.
--
-- Security invoker: the tables' row-level security decides (admins read them; anyone else counts nothing).
-- Grants are explicit (ADR 095): anon gets nothing.

create or replace function public.insights_research_funnel(period_start date, period_end date)
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
  firsts as (
    select p.submission_id, 'paid' as step, min(p.paid_at) as at
      from public.research_payments p where p.paid_at is not null group by p.submission_id
    union all
    select h.submission_id, 'assigned', min(h.created_at)
      from public.inquiry_history h where h.kind = 'research_assigned' group by h.submission_id
    union all
    select h.submission_id, 'submitted', min(h.created_at)
      from public.inquiry_history h where h.kind = 'research_submitted' group by h.submission_id
    union all
    select a.submission_id, 'published', min(r.published_at)
      from public.research_reports r join public.research_assignments a on a.id = r.assignment_id
     group by a.submission_id
  ),
  steps as (
    select f.submission_id, f.step, f.at,
           (select b.at from firsts b
             where b.submission_id = f.submission_id
               and b.step = case f.step when 'assigned' then 'paid'
                                        when 'submitted' then 'assigned'
                                        when 'published' then 'submitted' end) as before_at
      from firsts f, bounds
     where f.at >= bounds.since and f.at < bounds.until
  )
  select jsonb_build_object(
    'research_paid', (select count(*) from steps where step = 'paid'),
    'research_assigned', (select count(*) from steps where step = 'assigned'),
    'research_submitted', (select count(*) from steps where step = 'submitted'),
    'research_published', (select count(*) from steps where step = 'published'),
    'seconds_to_assign', (select round(percentile_cont(0.5) within group (
        order by extract(epoch from at - before_at)))::integer
      from steps where step = 'assigned' and before_at is not null),
    'seconds_to_submit', (select round(percentile_cont(0.5) within group (
        order by extract(epoch from at - before_at)))::integer
      from steps where step = 'submitted' and before_at is not null),
    'seconds_to_publish', (select round(percentile_cont(0.5) within group (
        order by extract(epoch from at - before_at)))::integer
      from steps where step = 'published' and before_at is not null)
  )
$$;
comment on function public.insights_research_funnel(date, date) is
  'Inquiries that first paid the research fee, were first assigned, first submitted, first published in the period, with the median seconds each step took (issue 45).';

revoke execute on function public.insights_research_funnel(date, date) from public, anon;
grant execute on function public.insights_research_funnel(date, date) to authenticated;
