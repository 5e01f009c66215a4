-- Roll-ups the Insights page reads (issue 23; docs/decisions/171-insights-computed-in-the-database.md): a year of
-- daily counts for 40 pages is 175,000 rows, and a year of inquiries 10,000 rows to join and name; summing them
-- on every period change took seconds on PGlite. Triggers keep two small tables in step instead:
--   public.page_event_weeks   the counts per Monday week (what page_event_counts holds per day);
--   public.inquiry_day_counts inquiries per UTC day, source and region (no inquiry id, no person).
-- The functions read them when the period is whole weeks (the page's periods), the daily rows otherwise.

-- 1. Weekly counts ---------------------------------------------------------------------------------------------
create table public.page_event_weeks (
  week date not null check (extract(isodow from week) = 1),
  page text not null,
  event text not null,
  source text not null default '',
  count bigint not null check (count >= 0),
  primary key (week, page, event, source)
);
alter table public.page_event_weeks enable row level security;
revoke all on public.page_event_weeks from anon, authenticated, service_role;
grant select on public.page_event_weeks to authenticated, service_role;
create policy "Admins read the weekly counts"
  on public.page_event_weeks for select to authenticated
  using ((select private.is_admin()));

create or replace function private.page_event_counts_roll_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.page_event_weeks as w (week, page, event, source, count)
  values (date_trunc('week', new.day)::date, new.page, new.event, new.source,
          new.count - case when tg_op = 'UPDATE' then old.count else 0 end)
  on conflict (week, page, event, source) do update set count = w.count + excluded.count;
  return null;
end;
$$;
revoke execute on function private.page_event_counts_roll_up() from public, anon, authenticated;

create trigger page_event_counts_roll_up
  after insert or update of count on public.page_event_counts
  for each row execute function private.page_event_counts_roll_up();

-- 2. Inquiries per day, source and region -----------------------------------------------------------------------
create table public.inquiry_day_counts (
  day date not null,
  source text not null,
  region text not null,
  count integer not null check (count >= 0),
  primary key (day, source, region)
);
alter table public.inquiry_day_counts enable row level security;
revoke all on public.inquiry_day_counts from anon, authenticated, service_role;
grant select on public.inquiry_day_counts to authenticated, service_role;
create policy "Admins read the inquiry counts"
  on public.inquiry_day_counts for select to authenticated
  using ((select private.is_admin()));

create or replace function private.add_inquiry_count(day date, source text, region text, delta integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A decrement updates the row its increment made (an insert of a negative count would fail its check).
  if delta < 0 then
    update public.inquiry_day_counts c set count = c.count + delta
     where c.day = add_inquiry_count.day and c.source = add_inquiry_count.source
       and c.region = add_inquiry_count.region;
  else
    insert into public.inquiry_day_counts as c (day, source, region, count)
    values (add_inquiry_count.day, add_inquiry_count.source, add_inquiry_count.region, delta)
    on conflict on constraint inquiry_day_counts_pkey do update set count = c.count + excluded.count;
  end if;
end;
$$;
revoke execute on function private.add_inquiry_count(date, text, text, integer) from public, anon, authenticated;

-- A new inquiry counts as 'not recorded' until its source arrives (the function stores it right after).
create or replace function private.form_submissions_count_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_inquiry_count((new.created_at at time zone 'UTC')::date, 'not recorded',
    private.inquiry_region(new.towns -> 0 ->> 'region', new.regions), 1);
  return null;
end;
$$;
revoke execute on function private.form_submissions_count_inquiry() from public, anon, authenticated;

create trigger form_submissions_count_inquiry
  after insert on public.form_submissions
  for each row execute function private.form_submissions_count_inquiry();

create or replace function private.inquiry_sources_count_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  inquiry record;
  region text;
begin
  select s.created_at, s.towns, s.regions into inquiry from public.form_submissions s where s.id = new.submission_id;
  region := private.inquiry_region(inquiry.towns -> 0 ->> 'region', inquiry.regions);
  perform private.add_inquiry_count((inquiry.created_at at time zone 'UTC')::date, 'not recorded', region, -1);
  perform private.add_inquiry_count((inquiry.created_at at time zone 'UTC')::date,
    private.source_label(new.utm_source, new.referrer_host, true), region, 1);
  return null;
end;
$$;
revoke execute on function private.inquiry_sources_count_inquiry() from public, anon, authenticated;

create trigger inquiry_sources_count_inquiry
  after insert on public.inquiry_sources
  for each row execute function private.inquiry_sources_count_inquiry();

-- The inquiries stored before this migration.
insert into public.inquiry_day_counts (day, source, region, count)
select (s.created_at at time zone 'UTC')::date,
       private.source_label(src.utm_source, src.referrer_host, src.submission_id is not null),
       private.inquiry_region(s.towns -> 0 ->> 'region', s.regions),
       count(*)
  from public.form_submissions s
  left join public.inquiry_sources src on src.submission_id = s.id
 group by 1, 2, 3;

-- 3. The two functions, reading the roll-ups ------------------------------------------------------------------
-- Sources and regions beyond the eight largest of the period are summed as 'other'.
create or replace function public.insights_inquiries(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with inq as (
    select (date_trunc('week', c.day))::date as week, c.source, c.region, c.count
      from public.inquiry_day_counts c
     where c.day between period_start and period_end and c.count > 0
  ),
  top_sources as (
    select source from inq group by source order by sum(count) desc, source limit 8
  ),
  weeks as (
    select (generate_series(date_trunc('week', period_start::timestamp), period_end::timestamp, interval '1 week'))::date as week
  ),
  by_source as (
    select i.week, coalesce(t.source, 'other') as key, sum(i.count) as n
      from inq i left join top_sources t on t.source = i.source
     group by 1, 2
  ),
  top_regions as (
    select region from inq group by region order by sum(count) desc, region limit 8
  ),
  by_region as (
    select i.week, coalesce(t.region, 'other') as key, sum(i.count) as n
      from inq i left join top_regions t on t.region = i.region
     group by 1, 2
  )
  select jsonb_build_object(
    'total', (select coalesce(sum(count), 0) from inq),
    'weeks', (select coalesce(jsonb_agg(to_char(w.week, 'YYYY-MM-DD') order by w.week), '[]') from weeks w),
    'by_source', (select coalesce(jsonb_agg(jsonb_build_object('week', to_char(week, 'YYYY-MM-DD'), 'key', key, 'count', n)
                                           order by week, key), '[]') from by_source),
    'by_region', (select coalesce(jsonb_agg(jsonb_build_object('week', to_char(week, 'YYYY-MM-DD'), 'key', key, 'count', n)
                                           order by week, key), '[]') from by_region)
  )
$$;

create or replace function public.insights_funnel(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  -- Whole weeks (a Monday start, and a Sunday end or nothing counted after the end yet): the weekly rows.
  -- (The condition is on the arguments only: the planner runs just one of the two branches.)
  with counts as (
    select w.page, w.event, w.source, sum(w.count)::bigint as count
      from public.page_event_weeks w
     where (extract(isodow from period_start) = 1
            and (extract(isodow from period_end) = 7 or period_end >= (now() at time zone 'UTC')::date))
       and w.week between period_start and period_end
     group by 1, 2, 3
    union all
    select c.page, c.event, c.source, sum(c.count)::bigint
      from public.page_event_counts c
     where not (extract(isodow from period_start) = 1
            and (extract(isodow from period_end) = 7 or period_end >= (now() at time zone 'UTC')::date))
       and c.day between period_start and period_end
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

-- 4. The page's one call: the four panels together (one request, one transaction).
create or replace function public.insights(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'inquiries', public.insights_inquiries(period_start, period_end),
    'funnel', public.insights_funnel(period_start, period_end),
    'reply', public.insights_reply_promise(period_start, period_end),
    'pipeline', public.insights_pipeline(period_start, period_end)
  )
$$;
revoke execute on function public.insights(date, date) from public, anon;
grant execute on function public.insights(date, date) to authenticated;
