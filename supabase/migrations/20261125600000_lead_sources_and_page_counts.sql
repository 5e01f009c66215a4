-- Where a lead came from, and a funnel without identifiers (issue 23; docs/decisions/170-lead-sources-and-counts.md).
--
-- 1. public.inquiry_sources: one row per inquiry, written by the send-form-notification function (service role)
--    right after the inquiry: the visit's first page, the referring site (host only), utm_source/medium/campaign
--    and the page on which the wizard was opened. Admins read it; nobody else.
-- 2. public.page_event_counts: aggregate rows (day, page, event, source, count). No cookie, no IP address, no
--    user agent, no per-visitor id: a row says "on this day, this page, this event happened n times" and, only
--    when the visitor turned Analytics on, from which source. Written only through public.record_page_events,
--    which only the count-events function (service role) may call; admins read it.
-- 3. public.count_request_buckets: the count-events rate limit. A bucket is an HMAC of the address and the
--    window (the key changes every window, so two windows cannot be linked), kept for two windows at most.
--
-- Grants are explicit (ADR 095): anon gets nothing on any of these tables.

-- 1. Lead sources ----------------------------------------------------------------------------------------------
create table public.inquiry_sources (
  submission_id uuid primary key references public.form_submissions (id),
  landing_page text check (landing_page is null or (landing_page ~ '^/' and char_length(landing_page) <= 200)),
  referrer_host text check (referrer_host is null or referrer_host ~ '^[a-z0-9.-]{1,253}$'),
  utm_source text check (utm_source is null or char_length(utm_source) between 1 and 100),
  utm_medium text check (utm_medium is null or char_length(utm_medium) between 1 and 100),
  utm_campaign text check (utm_campaign is null or char_length(utm_campaign) between 1 and 100),
  opened_on text check (opened_on is null or (opened_on ~ '^/' and char_length(opened_on) <= 200)),
  created_at timestamptz not null default now()
);
comment on table public.inquiry_sources is
  'Where an inquiry came from (the visit''s first page, referrer host, utm_*, the page the wizard was opened on).';

alter table public.inquiry_sources enable row level security;
revoke all on public.inquiry_sources from anon, authenticated, service_role;
grant select on public.inquiry_sources to authenticated;
grant select, insert on public.inquiry_sources to service_role;

create policy "Admins read lead sources"
  on public.inquiry_sources for select to authenticated
  using ((select private.is_admin()));

-- The source an insight groups by: the campaign's utm_source, else the referring site, else 'direct'; an
-- inquiry stored before sources were kept (no row) is 'not recorded'.
create or replace function private.source_label(utm_source text, referrer_host text, recorded boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when not recorded then 'not recorded'
    else coalesce(nullif(lower(btrim(utm_source)), ''), nullif(referrer_host, ''), 'direct')
  end
$$;
revoke execute on function private.source_label(text, text, boolean) from public, anon;
grant execute on function private.source_label(text, text, boolean) to authenticated, service_role;

-- 2. Aggregate counts ------------------------------------------------------------------------------------------
create table public.page_event_counts (
  day date not null,
  page text not null check (page ~ '^/[a-z0-9/-]{0,120}$'),
  event text not null check (event ~ '^[a-z][a-z0-9_]{0,39}$'),
  -- '' unless the visitor allowed Analytics: then the visit's source (utm_source, else referrer host, else 'direct').
  source text not null default '' check (char_length(source) <= 100),
  count bigint not null check (count >= 0),
  primary key (day, page, event, source)
);
comment on table public.page_event_counts is
  'Aggregate counts only: per UTC day, page, event and (with Analytics allowed) source. Nothing identifies a visitor.';

alter table public.page_event_counts enable row level security;
revoke all on public.page_event_counts from anon, authenticated, service_role;
grant select on public.page_event_counts to authenticated, service_role;

create policy "Admins read the counts"
  on public.page_event_counts for select to authenticated
  using ((select private.is_admin()));

create table public.count_request_buckets (
  bucket text not null check (char_length(bucket) <= 128),
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);
create index count_request_buckets_window_idx on public.count_request_buckets (window_start);
alter table public.count_request_buckets enable row level security;
revoke all on public.count_request_buckets from anon, authenticated, service_role;
grant select, insert, update, delete on public.count_request_buckets to service_role;
grant insert, update on public.page_event_counts to service_role;

/**
 * The count-events function's one call per request: the rate limit (max_requests per window per bucket) and
 * the counts, in one transaction. `events` is an array of {page, event, source} the function has validated;
 * the day is the database's UTC date.
 */
create or replace function public.record_page_events(
  events jsonb,
  bucket_key text,
  max_requests integer,
  window_seconds integer
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  started timestamptz := clock_timestamp();
  current_window timestamptz;
  seen integer;
begin
  if bucket_key is null or max_requests < 1 or window_seconds < 1 or jsonb_typeof(events) <> 'array' then
    raise exception 'record_page_events: events, a bucket and a positive limit are required' using errcode = '22023';
  end if;
  current_window := to_timestamp(floor(extract(epoch from started) / window_seconds) * window_seconds);

  insert into public.count_request_buckets as b (bucket, window_start, hits)
  values (bucket_key, current_window, 1)
  on conflict (bucket, window_start) do update set hits = b.hits + 1
  returning b.hits into seen;
  if seen > max_requests then
    return jsonb_build_object(
      'outcome', 'rate_limited',
      'retry_after', greatest(1, ceil(extract(epoch from current_window + make_interval(secs => window_seconds) - started))::integer)
    );
  end if;
  -- Buckets of past windows are never read again.
  delete from public.count_request_buckets where window_start < current_window;

  insert into public.page_event_counts as c (day, page, event, source, count)
  select (started at time zone 'UTC')::date, e.page, e.event, coalesce(e.source, ''), count(*)
    from jsonb_to_recordset(events) as e(page text, event text, source text)
   group by 1, 2, 3, 4
  on conflict (day, page, event, source) do update set count = c.count + excluded.count;
  return jsonb_build_object('outcome', 'stored');
end;
$$;
revoke execute on function public.record_page_events(jsonb, text, integer, integer) from public, anon, authenticated;
grant execute on function public.record_page_events(jsonb, text, integer, integer) to service_role;

-- 3. Indexes the insights read (supabase/migrations/20261125600100_insights.sql) -------------------------------
create index form_submissions_created_at_idx on public.form_submissions (created_at);
create index inquiry_history_status_moves_idx
  on public.inquiry_history (submission_id, created_at, id) where kind = 'lead_status';
