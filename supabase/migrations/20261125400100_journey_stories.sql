-- Issue 22: the family's story on its private journey page (docs/decisions/151-journey-story.md).
-- One story per inquiry (ancestors, what the family holds, travel notes), its files' records, a private Storage
-- bucket for the files and the rate-limit log of the journey function. The family reaches all of it only through
-- the `journey` edge function, which checks the private link (ADR 150) and writes with the service role.
-- Admins read through RLS; `anon` has no grant on any of it, and no policy opens the bucket.

-- 1. The story -----------------------------------------------------------------------------------------------
create table public.journey_stories (
  submission_id uuid primary key references public.form_submissions (id) on delete cascade,
  -- Up to 50 ancestor cards, each validated field by field by the function (and bounded here as a whole).
  ancestors jsonb not null default '[]'::jsonb
    check (jsonb_typeof(ancestors) = 'array' and jsonb_array_length(ancestors) <= 50
           and octet_length(ancestors::text) <= 300000),
  checklist text[] not null default '{}'
    check (checklist <@ array['birth_certificate', 'marriage_certificate', 'death_certificate',
                              'naturalization_papers', 'passenger_list', 'passport', 'military_records',
                              'photos', 'letters', 'other']::text[]),
  travel_notes text check (travel_notes is null or char_length(travel_notes) <= 2000),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The editing visit the last 'story_updated' history entry belongs to (one entry per visit, not per save).
  last_visit_id uuid,
  -- The team's e-mail about new story content: due at most once an hour per inquiry (sent by the function,
  -- retried by the notification retry job).
  team_email_due_at timestamptz,
  team_emailed_at timestamptz,
  team_email_claimed_until timestamptz
);
comment on table public.journey_stories is
  'The family''s story from its private journey page (issue 22): ancestors, checklist, travel notes.';

create table public.journey_files (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  -- '<submission id>/<file id>' in the journey-files bucket.
  object_path text not null unique,
  file_name text not null check (char_length(file_name) between 1 and 200),
  content_type text check (content_type is null or content_type in
    ('application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic')),
  size_bytes bigint not null check (size_bytes between 1 and 15728640),
  -- 'pending' until the function has checked the uploaded bytes; only 'stored' files are shown.
  status text not null default 'pending' check (status in ('pending', 'stored')),
  created_at timestamptz not null default now()
);
create index journey_files_submission_idx on public.journey_files (submission_id, created_at);

-- When the family last added to its story: the console's 'Story added' badge reads it with the inquiry.
alter table public.form_submissions add column story_updated_at timestamptz;
comment on column public.form_submissions.story_updated_at is
  'When the family last added to its story on the private journey page (issue 22); null without a story.';

alter table public.journey_stories enable row level security;
alter table public.journey_files enable row level security;
revoke all on public.journey_stories, public.journey_files from anon, authenticated, service_role;
grant select on public.journey_stories, public.journey_files to authenticated;
grant select, insert, update, delete on public.journey_stories, public.journey_files to service_role;

create policy "Admins read stories"
  on public.journey_stories for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read story files"
  on public.journey_files for select to authenticated
  using ((select private.is_admin()));

-- 2. The bucket: private, at most 15 MB a file, the five accepted types (the function also checks the bytes).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('journey-files', 'journey-files', false, 15728640,
        array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'])
on conflict (id) do update
  set public = false, file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
-- No policy on storage.objects for this bucket: only the service role (the function) and signed URLs it
-- issues reach its files.

-- 3. Activity on a story (a save, an upload): one 'story_updated' history entry per editing visit (the page
-- makes a visit id per load), and the team e-mail due (at most once an hour per inquiry).
create or replace function public.note_story_activity(inquiry uuid, visit uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.journey_stories (submission_id) values (inquiry) on conflict (submission_id) do nothing;
  update public.form_submissions f set story_updated_at = clock_timestamp() where f.id = inquiry;
  update public.journey_stories s
     set last_visit_id = coalesce(visit, s.last_visit_id),
         team_email_due_at = coalesce(s.team_email_due_at,
           greatest(clock_timestamp(), coalesce(s.team_emailed_at + interval '1 hour', clock_timestamp())))
   where s.submission_id = inquiry;
  if visit is not null and not exists (
       select 1 from public.inquiry_history h
        where h.submission_id = inquiry and h.kind = 'story_updated' and h.to_value = visit::text) then
    insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name)
    values (inquiry, 'story_updated', visit::text, null, 'the family');
  end if;
end;
$$;
revoke execute on function public.note_story_activity(uuid, uuid) from public, anon, authenticated;
grant execute on function public.note_story_activity(uuid, uuid) to service_role;

-- 4. Saving a story ------------------------------------------------------------------------------------------
-- One call per save: version check, the story, the inquiry's travel wishes, one history entry per editing visit
-- and the team e-mail's due time. Raises PT409 (hint 'stale_version') when `expected_version` is not current.
create or replace function public.save_journey_story(
  inquiry uuid, expected_version integer, visit uuid, story jsonb
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current public.journey_stories;
  bad_index integer;
  wishes jsonb := coalesce(story -> 'wishes', '{}'::jsonb);
begin
  insert into public.journey_stories (submission_id) values (inquiry) on conflict (submission_id) do nothing;
  select * into current from public.journey_stories s where s.submission_id = inquiry for update;
  if current.version is distinct from expected_version then
    raise exception using errcode = 'PT409', message = 'The story changed since it was loaded.',
      hint = 'stale_version';
  end if;
  -- Every comune chosen with the finder must be a current comune (ISTAT list): the field names the card.
  select a.ordinality - 1 into bad_index
    from jsonb_array_elements(coalesce(story -> 'ancestors', '[]'::jsonb)) with ordinality a(value, ordinality)
   where a.value -> 'birthPlace' ->> 'comune' is not null
     and not exists (select 1 from public.comuni c
                      where c.name = a.value -> 'birthPlace' ->> 'comune'
                        and c.province = a.value -> 'birthPlace' ->> 'province'
                        and c.region = a.value -> 'birthPlace' ->> 'region')
   order by a.ordinality limit 1;
  if bad_index is not null then
    raise exception using errcode = '23514', message = 'ancestors.' || bad_index || '.birthPlace';
  end if;

  update public.journey_stories s
     set ancestors = coalesce(story -> 'ancestors', '[]'::jsonb),
         checklist = coalesce(array(select jsonb_array_elements_text(story -> 'checklist')), '{}'),
         travel_notes = nullif(btrim(coalesce(wishes ->> 'notes', '')), ''),
         version = s.version + 1,
         updated_at = clock_timestamp()
   where s.submission_id = inquiry
  returning * into current;

  update public.form_submissions f
     set group_size = (wishes ->> 'groupSize')::integer,
         age_ranges = nullif(btrim(coalesce(wishes ->> 'ageRanges', '')), ''),
         budget = (wishes ->> 'budget')::integer,
         hotel_preference = nullif(btrim(coalesce(wishes ->> 'hotelPreference', '')), '')
   where f.id = inquiry
     and (f.group_size, f.age_ranges, f.budget, f.hotel_preference) is distinct from
         ((wishes ->> 'groupSize')::integer, nullif(btrim(coalesce(wishes ->> 'ageRanges', '')), ''),
          (wishes ->> 'budget')::integer, nullif(btrim(coalesce(wishes ->> 'hotelPreference', '')), ''));

  perform public.note_story_activity(inquiry, visit);
  return jsonb_build_object('version', current.version, 'updated_at', current.updated_at);
end;
$$;
revoke execute on function public.save_journey_story(uuid, integer, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.save_journey_story(uuid, integer, uuid, jsonb) to service_role;

-- 5. Deleting a story ---------------------------------------------------------------------------------------
-- Removes the story and the file records (the function removes the stored files first) and leaves a history
-- entry without content. Returns the object paths that were recorded, for the caller to check.
create or replace function public.delete_journey_story(inquiry uuid)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  paths text[];
begin
  select coalesce(array_agg(f.object_path), '{}') into paths
    from public.journey_files f where f.submission_id = inquiry;
  delete from public.journey_files f where f.submission_id = inquiry;
  delete from public.journey_stories s where s.submission_id = inquiry;
  update public.form_submissions f
     set group_size = null, age_ranges = null, budget = null, hotel_preference = null,
         story_updated_at = null
   where f.id = inquiry;
  insert into public.inquiry_history (submission_id, kind, actor_id, actor_name)
  values (inquiry, 'story_deleted', null, 'the family');
  return paths;
end;
$$;
revoke execute on function public.delete_journey_story(uuid) from public, anon, authenticated;
grant execute on function public.delete_journey_story(uuid) to service_role;

-- 6. The team e-mail: claim the stories whose e-mail is due (function after a save, and the retry job). -------
create or replace function public.claim_story_emails(batch_size integer, claim_seconds integer)
returns table (submission_id uuid, name text, ancestors integer, files integer)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select s.submission_id from public.journey_stories s
     where s.team_email_due_at <= clock_timestamp()
       and (s.team_email_claimed_until is null or s.team_email_claimed_until < clock_timestamp())
     order by s.team_email_due_at
     limit greatest(batch_size, 0)
     for update skip locked
  ), claimed as (
    update public.journey_stories s
       set team_email_claimed_until = clock_timestamp() + make_interval(secs => greatest(claim_seconds, 1))
      from due where s.submission_id = due.submission_id
    returning s.submission_id, jsonb_array_length(s.ancestors) as ancestors
  )
  select c.submission_id, f.name, c.ancestors,
         (select count(*)::integer from public.journey_files j
           where j.submission_id = c.submission_id and j.status = 'stored')
    from claimed c join public.form_submissions f on f.id = c.submission_id
$$;
revoke execute on function public.claim_story_emails(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_story_emails(integer, integer) to service_role;

-- Records a claimed e-mail's outcome: sent (the next may go an hour later, when the story changes again) or
-- failed (due again in five minutes).
create or replace function public.record_story_email(inquiry uuid, sent boolean)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.journey_stories s
     set team_email_claimed_until = null,
         team_emailed_at = case when sent then clock_timestamp() else s.team_emailed_at end,
         team_email_due_at = case when sent then null else clock_timestamp() + interval '5 minutes' end
   where s.submission_id = inquiry
$$;
revoke execute on function public.record_story_email(uuid, boolean) from public, anon, authenticated;
grant execute on function public.record_story_email(uuid, boolean) to service_role;

-- 7. Rate limits of the journey function (per link and per address; keys are HMACs, never raw values) -------
create table public.journey_attempts (
  id bigint generated by default as identity primary key,
  key_hash text not null check (char_length(key_hash) <= 128),
  created_at timestamptz not null default now()
);
create index journey_attempts_key_created_idx on public.journey_attempts (key_hash, created_at desc);
alter table public.journey_attempts enable row level security;
revoke all on public.journey_attempts from anon, authenticated, service_role;
grant select, delete on public.journey_attempts to service_role;

-- Counts one attempt for `key` (unless `record` is false: only the check) and answers 0, or, when the key already
-- has `max_attempts` in the window, records nothing and answers the seconds to wait.
create or replace function public.journey_rate_limit(
  key text, max_attempts integer, window_seconds integer, record boolean default true
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  boundary timestamptz;
  started timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('journey:' || key, 0));
  started := clock_timestamp();
  select a.created_at into boundary from public.journey_attempts a
   where a.key_hash = key and a.created_at > started - make_interval(secs => window_seconds)
   order by a.created_at desc offset max_attempts - 1 limit 1;
  if found then
    return greatest(
      ceil(extract(epoch from boundary + make_interval(secs => window_seconds) - started))::integer, 1);
  end if;
  if record then
    insert into public.journey_attempts (key_hash, created_at) values (key, started);
    -- This key's old attempts are no longer needed.
    delete from public.journey_attempts a
     where a.key_hash = key and a.created_at < started - make_interval(secs => window_seconds);
  end if;
  return 0;
end;
$$;
revoke execute on function public.journey_rate_limit(text, integer, integer, boolean) from public, anon, authenticated;
grant execute on function public.journey_rate_limit(text, integer, integer, boolean) to service_role;

-- The hourly rate-limit housekeeping (ADR 097) empties the journey function's log too: the same function, so the
-- pg_cron job and the stand-in's timer need no change.
create or replace function private.purge_inquiry_attempts(keep interval default interval '1 day')
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.inquiry_attempts where created_at < now() - keep returning 1
  ), journey_gone as (
    delete from public.journey_attempts where created_at < now() - keep returning 1
  )
  select ((select count(*) from gone) + (select count(*) from journey_gone))::integer
$$;
revoke execute on function private.purge_inquiry_attempts(interval) from public, anon, authenticated;
grant execute on function private.purge_inquiry_attempts(interval) to service_role;
