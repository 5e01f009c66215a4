-- Issue 23, continued: stories started and calls booked are counted, and the reply promise counts only the team
-- (docs/decisions/173-reply-promise-counts-the-team.md, 174-server-counted-events.md).
--
-- 1. public.inquiry_milestones: per inquiry, when its family first saved a story with content and when it first
--    booked a call. The markers make each count happen once per inquiry: a second save, a move, a re-sent
--    booking request, a story deleted and started again or a call cancelled and booked again add nothing.
-- 2. The counts are written by the database in the transaction that saves the story (save_journey_story, or a
--    file the journey function has just checked) or books the call (book_call), as the same aggregate rows the
--    browser's events make: (day, page, event, source '', count). The events and their pages are listed in
--    src/lib/visit/counted-events.ts (SERVER_EVENTS, SERVER_EVENT_PAGES); the count-events function refuses
--    them, so a browser cannot add to them.
-- 3. The insights: the funnel goes on after 'submitted' (story started, call booked), a weekly panel of stories
--    started and calls booked, the pipeline says how many of the period's inquiries got there, and the reply
--    promise's first reply is the first status change or note by a team member (an actor with a user id).
--
-- Grants are explicit (ADR 095): anon gets nothing.

-- 1. The markers -------------------------------------------------------------------------------------------------
create table public.inquiry_milestones (
  submission_id uuid primary key references public.form_submissions (id) on delete cascade,
  -- The first save of the family's story holding anything (an ancestor, a checklist item, travel notes) or the
  -- first file kept; stays when the story is deleted, so a story started again is not counted again.
  story_started_at timestamptz,
  -- The inquiry's first booked call (calls.created_at); a move or a cancel does not change it.
  call_booked_at timestamptz
);
comment on table public.inquiry_milestones is
  'When an inquiry''s family first started its story and first booked a call: each is counted once (ADR 174).';

alter table public.inquiry_milestones enable row level security;
revoke all on public.inquiry_milestones from anon, authenticated, service_role;
grant select on public.inquiry_milestones to authenticated, service_role;
create policy "Admins read the milestones"
  on public.inquiry_milestones for select to authenticated
  using ((select private.is_admin()));

-- Marks `milestone` for the inquiry and, the first time only, adds one to today's (UTC) count of that event on
-- `on_page`. Concurrent calls for one inquiry wait on its marker row; the second sees the mark and adds nothing.
create or replace function private.count_milestone(inquiry uuid, milestone text, on_page text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if milestone not in ('story_started', 'call_booked') then
    raise exception 'count_milestone: unknown event %', milestone using errcode = '22023';
  end if;
  insert into public.inquiry_milestones (submission_id) values (inquiry) on conflict (submission_id) do nothing;
  if milestone = 'story_started' then
    update public.inquiry_milestones m set story_started_at = clock_timestamp()
     where m.submission_id = inquiry and m.story_started_at is null;
  else
    update public.inquiry_milestones m set call_booked_at = clock_timestamp()
     where m.submission_id = inquiry and m.call_booked_at is null;
  end if;
  if not found then
    return false;
  end if;
  insert into public.page_event_counts as c (day, page, event, source, count)
  values ((clock_timestamp() at time zone 'UTC')::date, on_page, milestone, '', 1)
  on conflict (day, page, event, source) do update set count = c.count + 1;
  return true;
end;
$$;
revoke execute on function private.count_milestone(uuid, text, text) from public, anon, authenticated;

-- A story saved with content (save_journey_story: one transaction with the save).
create or replace function private.journey_stories_count_start()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.inquiry_milestones m
                  where m.submission_id = new.submission_id and m.story_started_at is not null) then
    perform private.count_milestone(new.submission_id, 'story_started', '/journey');
  end if;
  return null;
end;
$$;
revoke execute on function private.journey_stories_count_start() from public, anon, authenticated;

create trigger journey_stories_count_start
  after insert or update of ancestors, checklist, travel_notes on public.journey_stories
  for each row
  when (jsonb_array_length(new.ancestors) > 0 or cardinality(new.checklist) > 0 or new.travel_notes is not null)
  execute function private.journey_stories_count_start();

-- A file kept after the journey function checked its bytes (status 'pending' → 'stored').
create or replace function private.journey_files_count_start()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'stored' then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    if old.status = 'stored' then
      return null;
    end if;
  end if;
  if not exists (select 1 from public.inquiry_milestones m
                  where m.submission_id = new.submission_id and m.story_started_at is not null) then
    perform private.count_milestone(new.submission_id, 'story_started', '/journey');
  end if;
  return null;
end;
$$;
revoke execute on function private.journey_files_count_start() from public, anon, authenticated;

create trigger journey_files_count_start
  after insert or update of status on public.journey_files
  for each row execute function private.journey_files_count_start();

-- A call booked (book_call inserts a row; a move updates it, a re-sent request finds it and inserts nothing).
create or replace function private.calls_count_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.count_milestone(new.inquiry_id, 'call_booked', '/book');
  return null;
end;
$$;
revoke execute on function private.calls_count_booking() from public, anon, authenticated;

create trigger calls_count_booking
  after insert on public.calls
  for each row execute function private.calls_count_booking();

-- What happened before this migration: first bookings exactly; a story from its row's creation or its first
-- stored file (the first save with content is not recorded; the story row is made by the first save).
insert into public.inquiry_milestones (submission_id, call_booked_at)
select c.inquiry_id, min(c.created_at) from public.calls c group by c.inquiry_id;

insert into public.inquiry_milestones as m (submission_id, story_started_at)
select x.submission_id, min(x.at)
  from (select s.submission_id, s.created_at as at from public.journey_stories s
         where jsonb_array_length(s.ancestors) > 0 or cardinality(s.checklist) > 0 or s.travel_notes is not null
        union all
        select f.submission_id, f.created_at from public.journey_files f where f.status = 'stored') x
 group by x.submission_id
on conflict (submission_id) do update set story_started_at = excluded.story_started_at;

insert into public.page_event_counts as c (day, page, event, source, count)
select (m.story_started_at at time zone 'UTC')::date, '/journey', 'story_started', '', count(*)
  from public.inquiry_milestones m where m.story_started_at is not null group by 1
union all
select (m.call_booked_at at time zone 'UTC')::date, '/book', 'call_booked', '', count(*)
  from public.inquiry_milestones m where m.call_booked_at is not null group by 1
on conflict (day, page, event, source) do update set count = c.count + excluded.count;

-- 2. Indexes --------------------------------------------------------------------------------------------------
-- The team's first reply of an inquiry, and the inquiries no one on the team has answered yet.
create index inquiry_history_team_replies_idx
  on public.inquiry_history (submission_id, created_at, id)
  where kind in ('lead_status', 'note') and actor_id is not null;
-- The weekly stories and calls: two events out of a year of weekly rows.
create index page_event_weeks_event_week_idx on public.page_event_weeks (event, week);

-- 3. The insights -------------------------------------------------------------------------------------------
-- The funnel: the wizard's steps, then story started and call booked (counted by the database: no source, so
-- they are left out of the split by source), with the share lost at each step. Otherwise as in
-- 20261125600200_insights_rollups.sql: whole weeks read the weekly rows, other periods the daily rows.
create or replace function public.insights_funnel(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
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
    values (1, 'wizard_opened'), (2, 'step_2'), (3, 'step_3'), (4, 'step_4'), (5, 'submitted'),
           (6, 'story_started'), (7, 'call_booked')
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
      from counts
     where event in ('visit', 'wizard_opened', 'submitted')
     group by page
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
                    from (select source, event, sum(count)::bigint as n from counts
                           where event not in ('story_started', 'call_booked') group by 1, 2) x),
    'pages', (select coalesce(jsonb_agg(jsonb_build_object(
                'page', page, 'visits', coalesce(visits, 0), 'opened', coalesce(opened, 0),
                'submitted', coalesce(submitted, 0)) order by coalesce(visits, 0) desc, page), '[]')
                from (select * from pages order by coalesce(visits, 0) desc, page limit 20) p)
  )
$$;

-- Stories started and calls booked per week of the period (every week listed, with zeros).
create or replace function public.insights_stories_and_calls(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with counts as (
    select w.week, w.event, sum(w.count)::bigint as n
      from public.page_event_weeks w
     where (extract(isodow from period_start) = 1
            and (extract(isodow from period_end) = 7 or period_end >= (now() at time zone 'UTC')::date))
       and w.event in ('story_started', 'call_booked')
       and w.week between period_start and period_end
     group by 1, 2
    union all
    select (date_trunc('week', c.day))::date, c.event, sum(c.count)::bigint
      from public.page_event_counts c
     where not (extract(isodow from period_start) = 1
            and (extract(isodow from period_end) = 7 or period_end >= (now() at time zone 'UTC')::date))
       and c.event in ('story_started', 'call_booked')
       and c.day between period_start and period_end
     group by 1, 2
  ),
  weeks as (
    select (generate_series(date_trunc('week', period_start::timestamp), period_end::timestamp, interval '1 week'))::date as week
  ),
  per_week as (
    select w.week,
           coalesce(sum(c.n) filter (where c.event = 'story_started'), 0)::bigint as stories,
           coalesce(sum(c.n) filter (where c.event = 'call_booked'), 0)::bigint as calls
      from weeks w left join counts c on c.week = w.week
     group by w.week
  )
  select jsonb_build_object(
    'stories', (select coalesce(sum(stories), 0) from per_week),
    'calls', (select coalesce(sum(calls), 0) from per_week),
    'weeks', (select coalesce(jsonb_agg(jsonb_build_object(
                'week', to_char(week, 'YYYY-MM-DD'), 'stories', stories, 'calls', calls) order by week), '[]')
                from per_week)
  )
$$;

-- The reply promise (docs/decisions/173): the first reply is the inquiry's first status change or note by a team
-- member: a history row of kind 'lead_status' or 'note' with a user id (the console acts as the signed-in
-- admin; the website, the database and the family act without one, so the family booking its call, which moves
-- the inquiry to 'Call scheduled', is not a reply). An inquiry is due once answered or 24 hours old; one
-- cancelled before any answer is left out. 'waiting' is now, whatever the period: active inquiries no one on the
-- team has answered, whatever their status.
create or replace function public.insights_reply_promise(period_start date, period_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with inq as (
    select s.id, s.created_at, s.status
      from public.form_submissions s
     where s.created_at >= period_start::timestamp at time zone 'UTC'
       and s.created_at < (period_end + 1)::timestamp at time zone 'UTC'
  ),
  first_reply as (
    select distinct on (h.submission_id) h.submission_id, h.created_at, h.actor_name
      from public.inquiry_history h
      join inq on inq.id = h.submission_id
     where h.kind in ('lead_status', 'note') and h.actor_id is not null
     order by h.submission_id, h.created_at, h.id
  ),
  replies as (
    select inq.id, inq.created_at, f.actor_name,
           extract(epoch from f.created_at - inq.created_at) as seconds
      from inq left join first_reply f on f.submission_id = inq.id
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
                    'member', actor_name,
                    'replied', count(*),
                    'within_24h', count(*) filter (where seconds <= 86400),
                    'median_seconds', percentile_cont(0.5) within group (order by seconds)) as m
                    from due where seconds is not null group by actor_name) x),
    'waiting', (select jsonb_build_object(
                  'count', count(*),
                  'over_24h', count(*) filter (where s.created_at <= now() - interval '24 hours'),
                  'oldest', min(s.created_at))
                  from public.form_submissions s
                 where s.status = 'active'
                   and not exists (select 1 from public.inquiry_history h
                                    where h.submission_id = s.id and h.kind in ('lead_status', 'note')
                                      and h.actor_id is not null))
  )
$$;

-- The pipeline, as before, and how many of the period's inquiries have a story started and a call booked.
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
  milestones as (
    select count(m.story_started_at) as stories, count(m.call_booked_at) as calls
      from inq join public.inquiry_milestones m on m.submission_id = inq.id
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
                       from total t),
    'story_started', (select stories from milestones),
    'call_booked', (select calls from milestones)
  )
$$;

-- The page's one call: the five panels together (one request, one transaction).
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
    'stories_and_calls', public.insights_stories_and_calls(period_start, period_end),
    'reply', public.insights_reply_promise(period_start, period_end),
    'pipeline', public.insights_pipeline(period_start, period_end)
  )
$$;

revoke execute on function public.insights_stories_and_calls(date, date) from public, anon;
grant execute on function public.insights_stories_and_calls(date, date) to authenticated;
