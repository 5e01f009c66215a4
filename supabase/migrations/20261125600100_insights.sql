-- The console's Insights page (issue 23; docs/decisions/171-insights-computed-in-the-database.md): four
-- functions, each answering one panel for a period of days [period_start, period_end] (UTC dates, both
-- included) as one jsonb value, so the browser never loads the inquiries to count them.
--
-- Security invoker: they read the tables under row-level security, so an admin gets the team's numbers and a
-- signed-in non-admin gets zeros (every policy asks private.is_admin()). anon may not call them at all.

-- The English name of an inquiry's region: its first chosen town's region (`town_region`, ISTAT name), else the first of
-- Italy's twenty regions (English or Italian name) its free text names, else 'Not given'.
create or replace function private.inquiry_region(town_region text, regions text)
returns text
language sql
immutable
set search_path = ''
as $$
  with names (istat, english) as (
    values ('Abruzzo', 'Abruzzo'), ('Basilicata', 'Basilicata'), ('Calabria', 'Calabria'),
           ('Campania', 'Campania'), ('Emilia-Romagna', 'Emilia-Romagna'),
           ('Friuli-Venezia Giulia', 'Friuli-Venezia Giulia'), ('Lazio', 'Lazio'), ('Liguria', 'Liguria'),
           ('Lombardia', 'Lombardy'), ('Marche', 'Marche'), ('Molise', 'Molise'), ('Piemonte', 'Piedmont'),
           ('Puglia', 'Puglia'), ('Sardegna', 'Sardinia'), ('Sicilia', 'Sicily'), ('Toscana', 'Tuscany'),
           ('Trentino-Alto Adige', 'Trentino-South Tyrol'), ('Umbria', 'Umbria'),
           ('Valle d''Aosta', 'Aosta Valley'), ('Veneto', 'Veneto')
  )
  select coalesce(
    (select n.english from names n where n.istat = town_region),
    (select n.english from names n
      where regions is not null
        and (strpos(lower(regions), lower(n.english)) > 0 or strpos(lower(regions), lower(n.istat)) > 0)
      order by least(
        nullif(strpos(lower(regions), lower(n.english)), 0),
        nullif(strpos(lower(regions), lower(n.istat)), 0))
      limit 1),
    'Not given')
$$;
revoke execute on function private.inquiry_region(text, text) from public, anon;
grant execute on function private.inquiry_region(text, text) to authenticated, service_role;

-- 1. Inquiries per week, by source and by region -----------------------------------------------------------------
-- Weeks start on Monday; every week of the period is listed, with zeros. Sources beyond the eight largest of the
-- period are summed as 'other'.
create or replace function public.insights_inquiries(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with base as (
    select (date_trunc('week', s.created_at at time zone 'UTC'))::date as week,
           private.source_label(src.utm_source, src.referrer_host, src.submission_id is not null) as source,
           s.towns -> 0 ->> 'region' as town_region,
           s.regions
      from public.form_submissions s
      left join public.inquiry_sources src on src.submission_id = s.id
     where s.created_at >= period_start::timestamp at time zone 'UTC'
       and s.created_at < (period_end + 1)::timestamp at time zone 'UTC'
  ),
  -- The region of each distinct (town region, free text) pair once, not once per inquiry.
  named as (
    select d.town_region, d.regions,
           private.inquiry_region(d.town_region, d.regions) as region
      from (select distinct town_region, regions from base) d
  ),
  inq as (
    select b.week, b.source, n.region
      from base b
      join named n on n.town_region is not distinct from b.town_region
                  and n.regions is not distinct from b.regions
  ),
  top_sources as (
    select source from inq group by source order by count(*) desc, source limit 8
  ),
  weeks as (
    select (generate_series(date_trunc('week', period_start::timestamp), period_end::timestamp, interval '1 week'))::date as week
  ),
  by_source as (
    select i.week, coalesce(t.source, 'other') as key, count(*) as n
      from inq i left join top_sources t on t.source = i.source
     group by 1, 2
  ),
  by_region as (
    select week, region as key, count(*) as n from inq group by 1, 2
  )
  select jsonb_build_object(
    'total', (select count(*) from inq),
    'weeks', (select coalesce(jsonb_agg(to_char(w.week, 'YYYY-MM-DD') order by w.week), '[]') from weeks w),
    'by_source', (select coalesce(jsonb_agg(jsonb_build_object('week', to_char(week, 'YYYY-MM-DD'), 'key', key, 'count', n)
                                           order by week, key), '[]') from by_source),
    'by_region', (select coalesce(jsonb_agg(jsonb_build_object('week', to_char(week, 'YYYY-MM-DD'), 'key', key, 'count', n)
                                           order by week, key), '[]') from by_region)
  )
$$;

-- 2. The funnel ----------------------------------------------------------------------------------------------
-- The wizard's steps in order, each with its count and the share lost since the step before; the same by source
-- (only visits with Analytics allowed have one; the rest are ''); and the pages that bring the most visits.
create or replace function public.insights_funnel(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  -- One pass over the period's rows; everything below reads this small set (pages × events × sources).
  with counts as (
    select c.page, c.event, c.source, sum(c.count)::bigint as count
      from public.page_event_counts c
     where c.day between period_start and period_end
     group by 1, 2, 3
  ),
  steps (position, event) as (
    values (1, 'wizard_opened'), (2, 'step_2'), (3, 'step_3'), (4, 'step_4'), (5, 'submitted')
  ),
  step_counts as (
    select s.position, s.event, coalesce(sum(c.count), 0)::bigint as n
      from steps s left join counts c on c.event = s.event
     group by s.position, s.event
  ),
  with_lost as (
    select position, event, n,
           lag(n) over (order by position) as previous
      from step_counts
  ),
  pages as (
    select page,
           sum(count) filter (where event = 'visit') as visits,
           sum(count) filter (where event = 'wizard_opened') as opened,
           sum(count) filter (where event = 'submitted') as submitted
      from counts group by page
  )
  select jsonb_build_object(
    'visits', (select coalesce(sum(count), 0) from counts where event = 'visit'),
    'steps', (select jsonb_agg(jsonb_build_object(
                'event', event, 'count', n,
                'lost_share', case when previous is null or previous = 0 then null
                                   else round(1 - n::numeric / previous, 4) end)
              order by position) from with_lost),
    'by_source', (select coalesce(jsonb_agg(jsonb_build_object('source', source, 'event', event, 'count', n)
                                           order by source, event), '[]')
                    from (select source, event, sum(count)::bigint as n from counts group by 1, 2) x),
    'pages', (select coalesce(jsonb_agg(jsonb_build_object(
                'page', page, 'visits', coalesce(visits, 0), 'opened', coalesce(opened, 0),
                'submitted', coalesce(submitted, 0)) order by coalesce(visits, 0) desc, page), '[]')
                from (select * from pages order by coalesce(visits, 0) desc, page limit 20) p)
  )
$$;

-- 3. The reply promise ----------------------------------------------------------------------------------------
-- For the inquiries received in the period: the first move out of 'New' (inquiry_history, kind 'lead_status',
-- from 'new'), who made it, and how long after the inquiry. An inquiry is 'due' once it has been answered or is
-- 24 hours old; an inquiry cancelled while still new (spam, a duplicate) is left out. 'waiting' is now, whatever
-- the period: active inquiries still 'New'.
create or replace function public.insights_reply_promise(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with inq as (
    select s.id, s.created_at, s.status, s.lead_status
      from public.form_submissions s
     where s.created_at >= period_start::timestamp at time zone 'UTC'
       and s.created_at < (period_end + 1)::timestamp at time zone 'UTC'
  ),
  first_move as (
    select distinct on (h.submission_id) h.submission_id, h.created_at, h.actor_name
      from public.inquiry_history h
      join inq on inq.id = h.submission_id
     where h.kind = 'lead_status' and h.from_value = 'new'
     order by h.submission_id, h.created_at, h.id
  ),
  replies as (
    select inq.id, inq.created_at, f.actor_name,
           extract(epoch from f.created_at - inq.created_at) as seconds
      from inq left join first_move f on f.submission_id = inq.id
     where not (inq.status = 'cancelled' and f.submission_id is null)
  ),
  due as (
    select * from replies where seconds is not null or created_at <= now() - interval '24 hours'
  )
  select jsonb_build_object(
    'inquiries', (select count(*) from replies),
    'due', (select count(*) from due),
    'replied', (select count(*) from due where seconds is not null),
    'within_24h', (select count(*) from due where seconds <= 86400),
    'median_seconds', (select percentile_cont(0.5) within group (order by seconds) from due where seconds is not null),
    'members', (select coalesce(jsonb_agg(m order by m ->> 'member'), '[]') from (
                  select jsonb_build_object(
                    'member', case actor_name when 'service_role' then 'the website'
                                              when 'postgres' then 'the database' else actor_name end,
                    'replied', count(*),
                    'within_24h', count(*) filter (where seconds <= 86400),
                    'median_seconds', percentile_cont(0.5) within group (order by seconds)) as m
                    from due where seconds is not null group by actor_name) x),
    'waiting', (select jsonb_build_object(
                  'count', count(*),
                  'over_24h', count(*) filter (where s.created_at <= now() - interval '24 hours'),
                  'oldest', min(s.created_at))
                  from public.form_submissions s where s.status = 'active' and s.lead_status = 'new')
  )
$$;

-- 4. The pipeline ----------------------------------------------------------------------------------------------
-- For the inquiries received in the period: how many reached each lead status at any time (the history, or the
-- status it holds now), how many hold it now, and the share that reached 'booked'.
create or replace function public.insights_pipeline(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with inq as (
    select s.id, s.lead_status
      from public.form_submissions s
     where s.created_at >= period_start::timestamp at time zone 'UTC'
       and s.created_at < (period_end + 1)::timestamp at time zone 'UTC'
  ),
  reached as (
    select inq.id, inq.lead_status as status from inq
    union
    select h.submission_id, h.to_value
      from public.inquiry_history h join inq on inq.id = h.submission_id
     where h.kind = 'lead_status'
  ),
  reached_counts as (select status, count(*) as n from reached group by status),
  now_counts as (select lead_status as status, count(*) as n from inq group by lead_status),
  statuses (position, status) as (
    values (1, 'new'), (2, 'contacted'), (3, 'call_scheduled'), (4, 'researching'), (5, 'matched'),
           (6, 'booked'), (7, 'closed')
  ),
  total as (select count(*) as n from inq)
  select jsonb_build_object(
    'inquiries', (select n from total),
    'statuses', (select jsonb_agg(jsonb_build_object(
                   'status', st.status,
                   'reached', case when st.status = 'new' then (select n from total) else coalesce(r.n, 0) end,
                   'now', coalesce(c.n, 0))
                 order by st.position)
                   from statuses st
                   left join reached_counts r on r.status = st.status
                   left join now_counts c on c.status = st.status),
    'booked_share', (select case when t.n = 0 then null
                                 else round(coalesce((select n from reached_counts where status = 'booked'), 0)::numeric / t.n, 4) end
                       from total t)
  )
$$;

revoke execute on function public.insights_inquiries(date, date) from public, anon;
revoke execute on function public.insights_funnel(date, date) from public, anon;
revoke execute on function public.insights_reply_promise(date, date) from public, anon;
revoke execute on function public.insights_pipeline(date, date) from public, anon;
grant execute on function public.insights_inquiries(date, date) to authenticated;
grant execute on function public.insights_funnel(date, date) to authenticated;
grant execute on function public.insights_reply_promise(date, date) to authenticated;
grant execute on function public.insights_pipeline(date, date) to authenticated;
