-- Issue 12: one transaction decides a submission (docs/decisions/080-atomic-rate-limit.md).
-- public.submit_inquiry(...) runs in one transaction with a lock per submission key, per client-address hash and
-- per e-mail hash (transaction-scoped advisory locks, always taken in that order, so two calls never wait on each
-- other in a cycle): a key that is already stored is a replay (no attempt counted), otherwise the attempts in the
-- window are counted and, under the limit, the attempt and the inquiry are stored together. N parallel requests
-- from one address therefore store at most the limit, and a failing insert records no attempt.

-- No trusted client address (no gateway header): no per-address bucket, only the per-e-mail one.
alter table public.inquiry_attempts alter column ip_hash drop not null;

-- The lead's first name as typed, for the confirmation's greeting when the retry job re-sends it.
alter table public.form_submissions
  add column if not exists first_name text check (first_name is null or char_length(first_name) <= 100);

create or replace function public.submit_inquiry(
  submission jsonb,
  request_digest text,
  ip_key text,
  email_key text,
  max_attempts integer,
  window_seconds integer,
  claim_seconds integer
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  key uuid := (submission ->> 'submission_key')::uuid;
  existing record;
  started timestamptz;
  since timestamptz;
  boundary timestamptz;
  wait_seconds integer := 0;
  new_id uuid;
begin
  if key is null or email_key is null or max_attempts < 1 or window_seconds < 1 then
    raise exception 'submit_inquiry: submission_key, email_key and a positive limit are required'
      using errcode = '22023';
  end if;

  -- 1. One decision per submission key at a time; a stored key answers as the first time (not an attempt).
  perform pg_advisory_xact_lock(hashtextextended('inquiry-key:' || key::text, 0));
  select f.id, f.request_hash into existing
    from public.form_submissions f
   where f.submission_key = key;
  if found then
    return jsonb_build_object(
      'outcome',
      case when existing.request_hash is not null and existing.request_hash <> request_digest
           then 'conflict' else 'replay' end,
      'id', existing.id
    );
  end if;

  -- 2. One count-and-insert per bucket at a time: address first, then e-mail (a fixed order: no deadlock).
  if ip_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('inquiry-ip:' || ip_key, 0));
  end if;
  perform pg_advisory_xact_lock(hashtextextended('inquiry-email:' || email_key, 0));

  -- The clock after the locks (now() is the transaction's start, which may be long before).
  started := clock_timestamp();
  since := started - make_interval(secs => window_seconds);
  if ip_key is not null then
    select a.created_at into boundary
      from public.inquiry_attempts a
     where a.ip_hash = ip_key and a.created_at > since
     order by a.created_at desc
     offset max_attempts - 1 limit 1;
    if found then
      wait_seconds := greatest(wait_seconds,
        ceil(extract(epoch from boundary + make_interval(secs => window_seconds) - started))::integer);
    end if;
  end if;
  select a.created_at into boundary
    from public.inquiry_attempts a
   where a.email_hash = email_key and a.created_at > since
   order by a.created_at desc
   offset max_attempts - 1 limit 1;
  if found then
    wait_seconds := greatest(wait_seconds,
      ceil(extract(epoch from boundary + make_interval(secs => window_seconds) - started))::integer);
  end if;
  if wait_seconds > 0 then
    return jsonb_build_object('outcome', 'rate_limited', 'retry_after', greatest(wait_seconds, 1));
  end if;

  -- 3. The attempt and the inquiry, together. The e-mails are claimed by the caller for claim_seconds (it sends
  --    them after answering); if it never records an outcome, the retry job takes them over after that.
  insert into public.inquiry_attempts (ip_hash, email_hash, created_at) values (ip_key, email_key, started);
  insert into public.form_submissions (
    name, first_name, email, phone, planning_stage, regions, travel_dates, trip_duration, genealogy_help,
    preferred_contact, newsletter_consent, agency_id, itinerary_id, submission_key, status, request_hash,
    email_retry_at, email_claimed_until
  )
  select r.name, r.first_name, r.email, r.phone, r.planning_stage, r.regions, r.travel_dates, r.trip_duration,
         r.genealogy_help, r.preferred_contact, coalesce(r.newsletter_consent, false), r.agency_id,
         r.itinerary_id, key, 'active', request_digest,
         started, started + make_interval(secs => greatest(claim_seconds, 0))
    from jsonb_populate_record(null::public.form_submissions, submission) r
  returning id into new_id;
  return jsonb_build_object('outcome', 'stored', 'id', new_id);
end;
$$;
comment on function public.submit_inquiry(jsonb, text, text, text, integer, integer, integer) is
  'The send-form-notification function''s one call per submission: replay, rate limit and insert in one transaction.';

-- Only the function (service role) calls it; never the browser's roles.
revoke execute on function public.submit_inquiry(jsonb, text, text, text, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.submit_inquiry(jsonb, text, text, text, integer, integer, integer)
  to service_role;
