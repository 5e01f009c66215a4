-- Insights per agency (issue 33; docs/decisions/219-agency-insights.md): for the hand-offs sent in a period of days
-- [period_start, period_end] (UTC dates, both included), per agency: how many were sent, accepted, declined, left
-- without an answer (overdue, or withdrawn before any answer) and still waiting, and the median time from hand-off
-- to answer. One jsonb value computed here, so the browser never loads the hand-offs to count them.
--
-- Security invoker, like the other insights functions: it reads agency_handoffs under row-level security, so an
-- admin gets the team's numbers and a signed-in non-admin an empty list; anon may not call it.
create or replace function public.insights_agencies(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with handoffs as (
    select h.agency_id, h.state, h.overdue_at,
           extract(epoch from (h.answered_at - h.sent_at)) as answer_seconds
      from public.agency_handoffs h
     where h.sent_at >= period_start::timestamp at time zone 'UTC'
       and h.sent_at < (period_end + 1)::timestamp at time zone 'UTC'
  ),
  per_agency as (
    select agency_id,
           count(*)::int as sent,
           count(*) filter (where state = 'accepted')::int as accepted,
           count(*) filter (where state = 'declined')::int as declined,
           count(*) filter (where state = 'withdrawn' or (state = 'sent' and overdue_at is not null))::int
             as unanswered,
           count(*) filter (where state = 'sent' and overdue_at is null)::int as waiting,
           percentile_cont(0.5) within group (order by answer_seconds)
             filter (where answer_seconds is not null) as median_seconds
      from handoffs
     group by agency_id
  )
  select jsonb_build_object(
    'agencies', coalesce(
      (select jsonb_agg(jsonb_build_object(
                'agency_id', p.agency_id,
                'sent', p.sent,
                'accepted', p.accepted,
                'declined', p.declined,
                'unanswered', p.unanswered,
                'waiting', p.waiting,
                'median_seconds', round(p.median_seconds::numeric))
              order by p.sent desc, p.agency_id)
         from per_agency p),
      '[]'::jsonb),
    'median_seconds', (select round((percentile_cont(0.5) within group (order by answer_seconds))::numeric)
                         from handoffs where answer_seconds is not null)
  )
$$;
revoke execute on function public.insights_agencies(date, date) from public, anon;
grant execute on function public.insights_agencies(date, date) to authenticated, service_role;
