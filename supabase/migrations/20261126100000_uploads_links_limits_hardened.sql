-- Issue 34: nothing outlives its record, nothing leaks a link (docs/decisions/190-194).
-- 1. Upload bytes follow their records: a tombstone for every removed file row, swept with the orphans.
-- 2. The family's quota checked and the record written in one call, under a per-inquiry lock, with real sizes.
-- 3. A link request adds a link; the old one is retired only when the new one is first used (or by the team).
-- 4. Links have an absolute lifetime besides the 180 idle days; a wrong link is checked and counted in one call.
-- 5. submit_correction takes its address's lock; book_call's replay checks the inquiry; counts cap their sources.

-- 1. Tombstones (docs/decisions/191-upload-tombstones.md) -----------------------------------------------------
-- A signed upload URL lives two hours and can be used again once its object is gone. Whenever a file's row goes
-- (deleted, refused, 'Delete my story', the inquiry deleted), its path is kept here; the journey function's
-- cleanup job removes any object at that path once the URL cannot be used any more, then forgets the path.
create table public.journey_object_tombstones (
  object_path text primary key,
  removable_after timestamptz not null,
  created_at timestamptz not null default now()
);
comment on table public.journey_object_tombstones is
  'Paths of removed journey files whose signed upload URL may still be used: the cleanup job removes the object.';
alter table public.journey_object_tombstones enable row level security;
revoke all on public.journey_object_tombstones from anon, authenticated, service_role;
grant select, insert, update, delete on public.journey_object_tombstones to service_role;

-- The upload URL's lifetime (storage's signed upload URLs: 2 hours) and a margin.
create or replace function private.journey_upload_url_lifetime()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '2 hours 10 minutes' $$;
revoke execute on function private.journey_upload_url_lifetime() from public, anon, authenticated;

create or replace function private.journey_file_tombstone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.journey_object_tombstones (object_path, removable_after)
  values (old.object_path, old.created_at + private.journey_upload_url_lifetime())
  on conflict (object_path) do update set removable_after = excluded.removable_after;
  return old;
end;
$$;
revoke execute on function private.journey_file_tombstone() from public, anon, authenticated;

create trigger journey_files_tombstone
  after delete on public.journey_files
  for each row execute function private.journey_file_tombstone();

-- What the job removes now: tombstones past their time, and objects of the bucket that no file row and no
-- tombstone accounts for, older than `orphan_seconds` (a day). Read-only; the job removes the bytes through the
-- Storage API (hosted Supabase refuses deletes of storage.objects in SQL), then calls forget_journey_objects.
create or replace function public.journey_objects_to_remove(batch_size integer, orphan_seconds integer)
returns table (object_path text, reason text)
language sql
stable
security definer
set search_path = ''
as $$
  (select t.object_path, 'tombstone'::text
     from public.journey_object_tombstones t
    where t.removable_after <= now()
    order by t.removable_after
    limit greatest(batch_size, 0))
  union all
  (select o.name, 'orphan'::text
     from storage.objects o
    where o.bucket_id = 'journey-files'
      and o.created_at < now() - make_interval(secs => orphan_seconds)
      and not exists (select 1 from public.journey_files f where f.object_path = o.name)
      and not exists (select 1 from public.journey_object_tombstones t where t.object_path = o.name)
    order by o.created_at
    limit greatest(batch_size, 0))
$$;
revoke execute on function public.journey_objects_to_remove(integer, integer) from public, anon, authenticated;
grant execute on function public.journey_objects_to_remove(integer, integer) to service_role;

create or replace function public.forget_journey_objects(paths jsonb)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.journey_object_tombstones t
     where t.object_path in (select jsonb_array_elements_text(paths)) and t.removable_after <= now()
    returning 1
  )
  select count(*)::integer from gone
$$;
revoke execute on function public.forget_journey_objects(jsonb) from public, anon, authenticated;
grant execute on function public.forget_journey_objects(jsonb) to service_role;

-- 2. The quota in one locked call (docs/decisions/191) -------------------------------------------------------
-- A file's size is its object's real size once the bytes are in the bucket, else the size the browser declared.
create or replace function private.journey_usage(inquiry uuid, except_file uuid, pending_seconds integer)
returns table (files integer, bytes bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer,
         coalesce(sum(greatest(f.size_bytes,
                               coalesce((select (o.metadata ->> 'size')::bigint from storage.objects o
                                          where o.bucket_id = 'journey-files' and o.name = f.object_path), 0))),
                  0)::bigint
    from public.journey_files f
   where f.submission_id = inquiry
     and f.id is distinct from except_file
     and (f.status = 'stored' or f.created_at > now() - make_interval(secs => pending_seconds))
$$;
revoke execute on function private.journey_usage(uuid, uuid, integer) from public, anon, authenticated;

create or replace function private.lock_journey_files(inquiry uuid)
returns void
language sql
volatile
set search_path = ''
as $$ select pg_advisory_xact_lock(hashtextextended('journey-files:' || inquiry::text, 0)) $$;
revoke execute on function private.lock_journey_files(uuid) from public, anon, authenticated;

-- Begins an upload: 'too_many_files', 'too_many_bytes' or 'recorded' (the pending row is in).
create or replace function public.begin_journey_upload(
  inquiry uuid, file_id uuid, file_name text, declared_bytes bigint,
  max_files integer, max_bytes bigint, pending_seconds integer
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  used record;
begin
  perform private.lock_journey_files(inquiry);
  select * into used from private.journey_usage(inquiry, null, pending_seconds);
  if used.files >= max_files then
    return 'too_many_files';
  end if;
  if used.bytes + declared_bytes > max_bytes then
    return 'too_many_bytes';
  end if;
  insert into public.journey_files (id, submission_id, object_path, file_name, size_bytes, status)
  values (file_id, inquiry, inquiry::text || '/' || file_id::text, file_name, declared_bytes, 'pending');
  return 'recorded';
end;
$$;
revoke execute on function public.begin_journey_upload(uuid, uuid, text, bigint, integer, bigint, integer)
  from public, anon, authenticated;
grant execute on function public.begin_journey_upload(uuid, uuid, text, bigint, integer, bigint, integer)
  to service_role;

-- Keeps a checked upload: its real size, its detected type and the name that goes with it. 'too_many_bytes',
-- 'not_found', or 'stored'.
create or replace function public.complete_journey_upload(
  inquiry uuid, file_id uuid, detected_type text, real_bytes bigint, safe_name text,
  max_bytes bigint, pending_seconds integer
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  used record;
begin
  perform private.lock_journey_files(inquiry);
  if not exists (select 1 from public.journey_files f
                  where f.id = file_id and f.submission_id = inquiry and f.status = 'pending') then
    return 'not_found';
  end if;
  select * into used from private.journey_usage(inquiry, file_id, pending_seconds);
  if used.bytes + real_bytes > max_bytes then
    return 'too_many_bytes';
  end if;
  update public.journey_files
     set status = 'stored', content_type = detected_type, size_bytes = real_bytes, file_name = safe_name
   where id = file_id;
  return 'stored';
end;
$$;
revoke execute on function public.complete_journey_upload(uuid, uuid, text, bigint, text, bigint, integer)
  from public, anon, authenticated;
grant execute on function public.complete_journey_upload(uuid, uuid, text, bigint, text, bigint, integer)
  to service_role;

-- 3 and 4. Links (docs/decisions/193-link-requests-and-lifetime.md) ------------------------------------------
-- A link request ('Send me my link again') adds a link beside the live one: the next link. The live link keeps
-- working until the next one is first used (then the next one becomes the live one) or the team issues or
-- revokes a link. A second request replaces only the next link, never the live one.
alter table public.private_links
  add column next_token_hash text unique check (next_token_hash ~ '^[0-9a-f]{64}$'),
  add column next_created_at timestamptz;

-- Adds the next link (or, when the inquiry has no live link, issues it). Service role only.
create or replace function public.add_private_link(inquiry uuid, link_hash text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issued timestamptz := clock_timestamp();
  live public.private_links;
begin
  if link_hash is null or link_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'link_hash must be a SHA-256 hex digest' using errcode = '22023';
  end if;
  select * into live from public.private_links l where l.submission_id = inquiry for update;
  if not found or live.revoked_at is not null
     or live.last_used_at <= issued - private.private_link_valid_for() then
    return public.issue_private_link(inquiry, link_hash);
  end if;
  update public.private_links set next_token_hash = link_hash, next_created_at = issued
   where submission_id = inquiry;
  insert into public.inquiry_history (submission_id, kind, actor_id, actor_name)
  values (inquiry, 'link_issued', null, private.actor_name());
  return issued;
end;
$$;
revoke execute on function public.add_private_link(uuid, text) from public, anon, authenticated;
grant execute on function public.add_private_link(uuid, text) to service_role;

-- The team's (and the inquiry's first) link replaces every earlier one at once, the next link included.
create or replace function public.issue_private_link(inquiry uuid, link_hash text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issued timestamptz := clock_timestamp();
begin
  if auth.role() is distinct from 'service_role' and not (select private.is_admin()) then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if link_hash is null or link_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'link_hash must be a SHA-256 hex digest' using errcode = '22023';
  end if;
  if not exists (select 1 from public.form_submissions f where f.id = inquiry) then
    raise exception 'no such inquiry' using errcode = '23503';
  end if;
  insert into public.private_links (submission_id, token_hash, created_at, last_used_at)
  values (inquiry, link_hash, issued, issued)
  on conflict (submission_id) do update
    set token_hash = excluded.token_hash, created_at = issued, last_used_at = issued,
        revoked_at = null, revoked_by = null, revoked_by_name = null,
        next_token_hash = null, next_created_at = null;
  insert into public.inquiry_history (submission_id, kind, actor_id, actor_name)
  values (inquiry, 'link_issued', auth.uid(), private.actor_name());
  return issued;
end;
$$;

-- Revoking stops the live link and the next one.
create or replace function public.revoke_private_link(inquiry uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if auth.role() is distinct from 'service_role' and not (select private.is_admin()) then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  update public.private_links
     set revoked_at = now(), revoked_by = auth.uid(), revoked_by_name = private.actor_name(),
         next_token_hash = null, next_created_at = null
   where submission_id = inquiry and revoked_at is null;
  if not found then
    return false;
  end if;
  insert into public.inquiry_history (submission_id, kind, actor_id, actor_name)
  values (inquiry, 'link_revoked', auth.uid(), private.actor_name());
  return true;
end;
$$;

-- Resolves a token's hash: the live link, or the next link (which then becomes the live one and retires the old).
-- Valid while used within 180 days and issued less than `max_age_days` ago (the absolute lifetime, default 2 years).
drop function public.resolve_private_link(text);
create or replace function public.resolve_private_link(link_hash text, max_age_days integer default 730)
returns table (submission_id uuid, token_hash text, last_used_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  now_at timestamptz := clock_timestamp();
  oldest timestamptz := now_at - make_interval(days => greatest(max_age_days, 1));
begin
  update public.private_links l
     set token_hash = l.next_token_hash, created_at = l.next_created_at,
         next_token_hash = null, next_created_at = null
   where l.next_token_hash = link_hash and l.revoked_at is null and l.next_created_at > oldest
     and l.next_created_at > now_at - private.private_link_valid_for();
  return query
    update public.private_links l
       set last_used_at = now_at
     where l.token_hash = link_hash
       and l.revoked_at is null
       and l.last_used_at > now_at - private.private_link_valid_for()
       and l.created_at > oldest
    returning l.submission_id, l.token_hash, l.last_used_at;
end;
$$;
revoke execute on function public.resolve_private_link(text, integer) from public, anon, authenticated;
grant execute on function public.resolve_private_link(text, integer) to service_role;

-- A link checked against the address's wrong-link limit, resolved, and a miss counted, in one call under the
-- address's lock (the same lock and log as journey_rate_limit): a burst of wrong links cannot get past the limit.
-- `miss_key` null: no address (CLIENT_IP_HEADER=none; docs/decisions/194). Answers
-- {outcome: 'found', submission_id, token_hash, last_used_at} | {outcome: 'not_found'} | {outcome: 'rate_limited', retry_after}.
create or replace function public.resolve_private_link_limited(
  link_hash text, miss_key text, max_misses integer, window_seconds integer, max_age_days integer default 730
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wait integer;
  found_link record;
begin
  if miss_key is not null then
    wait := public.journey_rate_limit(miss_key, max_misses, window_seconds, false);
    if wait > 0 then
      return jsonb_build_object('outcome', 'rate_limited', 'retry_after', wait);
    end if;
  end if;
  select * into found_link from public.resolve_private_link(link_hash, max_age_days);
  if found_link.submission_id is null then
    if miss_key is not null then
      perform public.journey_rate_limit(miss_key, max_misses, window_seconds, true);
    end if;
    return jsonb_build_object('outcome', 'not_found');
  end if;
  return jsonb_build_object('outcome', 'found', 'submission_id', found_link.submission_id,
                            'token_hash', found_link.token_hash, 'last_used_at', found_link.last_used_at);
end;
$$;
revoke execute on function public.resolve_private_link_limited(text, text, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.resolve_private_link_limited(text, text, integer, integer, integer) to service_role;

-- 5. The rest -------------------------------------------------------------------------------------------------
-- submit_correction: the address's attempts are counted under its lock (a burst waits, then sees the others).
create or replace function public.submit_correction(
  report jsonb,
  ip_key text,
  max_attempts integer,
  window_seconds integer
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  started timestamptz;
  boundary timestamptz;
  new_id uuid;
begin
  if ip_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('correction:' || ip_key, 0));
  end if;
  started := clock_timestamp();
  delete from public.correction_attempts where created_at < started - interval '1 day';
  if ip_key is not null then
    select a.created_at into boundary
      from public.correction_attempts a
     where a.ip_hash = ip_key and a.created_at > started - make_interval(secs => window_seconds)
     order by a.created_at desc
     offset max_attempts - 1 limit 1;
    if found then
      return jsonb_build_object('outcome', 'rate_limited', 'retry_after',
        greatest(ceil(extract(epoch from boundary + make_interval(secs => window_seconds) - started))::integer, 1));
    end if;
    insert into public.correction_attempts (ip_hash, created_at) values (ip_key, started);
  end if;
  insert into public.content_corrections (page, message, email)
  values (report ->> 'page', report ->> 'message', nullif(report ->> 'email', ''))
  returning id into new_id;
  return jsonb_build_object('outcome', 'stored', 'id', new_id);
end;
$$;

-- book_call: a replay found after the lock is checked against the inquiry like the one before it.
create or replace function public.book_call(call jsonb, emails jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  existing public.calls;
  stored public.calls;
  inquiry public.form_submissions;
  actor text := coalesce(call ->> 'booked_by', 'family');
begin
  -- A re-sent request (same key) answers with the booking it made.
  select * into existing from public.calls c where c.idempotency_key = call ->> 'idempotency_key';
  if found then
    if existing.inquiry_id <> (call ->> 'inquiry_id')::uuid then
      return jsonb_build_object('outcome', 'key_conflict');
    end if;
    return jsonb_build_object('outcome', 'replayed', 'call', private.call_summary(existing));
  end if;

  -- One decision per inquiry at a time.
  select * into inquiry from public.form_submissions f where f.id = (call ->> 'inquiry_id')::uuid for update;
  if not found then
    return jsonb_build_object('outcome', 'no_inquiry');
  end if;
  -- The same key may have committed while this request waited for the lock: the same check as above.
  select * into existing from public.calls c where c.idempotency_key = call ->> 'idempotency_key';
  if found then
    if existing.inquiry_id <> inquiry.id then
      return jsonb_build_object('outcome', 'key_conflict');
    end if;
    return jsonb_build_object('outcome', 'replayed', 'call', private.call_summary(existing));
  end if;
  select * into existing from public.calls c where c.inquiry_id = inquiry.id and c.status = 'booked';
  if found then
    return jsonb_build_object('outcome', 'already_booked', 'call', private.call_summary(existing));
  end if;

  begin
    insert into public.calls (id, inquiry_id, member_email, starts_at, ends_at, blocked_until, idempotency_key,
                              family_time_zone, meeting_url, previous_lead_status, booked_by)
    values ((call ->> 'id')::uuid, inquiry.id, call ->> 'member_email', (call ->> 'starts_at')::timestamptz,
            (call ->> 'ends_at')::timestamptz, (call ->> 'blocked_until')::timestamptz,
            call ->> 'idempotency_key', call ->> 'family_time_zone', call ->> 'meeting_url',
            inquiry.lead_status, actor)
    returning * into stored;
  exception
    when exclusion_violation then
      return jsonb_build_object('outcome', 'taken');
  end;

  if inquiry.lead_status <> 'call_scheduled' then
    update public.form_submissions set lead_status = 'call_scheduled' where id = inquiry.id;
  end if;
  perform private.record_call_history(stored, 'booked', actor);
  perform private.queue_call_emails(stored, emails);
  return jsonb_build_object('outcome', 'booked', 'call', private.call_summary(stored));
end;
$$;

-- record_page_events: at most `max_sources` distinct sources a day; a new source past the cap counts as 'other'.
-- The day's lock keeps a burst of new sources from passing the cap together.
drop function public.record_page_events(jsonb, text, integer, integer);
create or replace function public.record_page_events(
  events jsonb,
  bucket_key text,
  max_requests integer,
  window_seconds integer,
  max_sources integer default 200
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  started timestamptz := clock_timestamp();
  today date := (clock_timestamp() at time zone 'UTC')::date;
  current_window timestamptz;
  seen integer;
  known text[];
begin
  if bucket_key is null or max_requests < 1 or window_seconds < 1 or max_sources < 1
     or jsonb_typeof(events) <> 'array' then
    raise exception 'record_page_events: events, a bucket and positive limits are required' using errcode = '22023';
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

  perform pg_advisory_xact_lock(hashtextextended('page-event-sources:' || today::text, 0));
  select coalesce(array_agg(distinct c.source), '{}') into known
    from public.page_event_counts c where c.day = today and c.source <> '';
  insert into public.page_event_counts as c (day, page, event, source, count)
  select today, e.page, e.event, e.source, count(*)
    from (
      select r.page, r.event,
             case
               when coalesce(r.source, '') = '' or r.source = any(known) then coalesce(r.source, '')
               when cardinality(known) + dense_rank() over (
                      order by case when r.source = any(known) then null else r.source end) - 1 < max_sources
                 then r.source
               else 'other'
             end as source
        from jsonb_to_recordset(events) as r(page text, event text, source text)
    ) e
   group by 1, 2, 3, 4
  on conflict (day, page, event, source) do update set count = c.count + excluded.count;
  return jsonb_build_object('outcome', 'stored');
end;
$$;
revoke execute on function public.record_page_events(jsonb, text, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.record_page_events(jsonb, text, integer, integer, integer) to service_role;
