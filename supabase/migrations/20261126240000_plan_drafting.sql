-- Issue 32: the plan a family can accept (docs/decisions/220-the-plan-drafted-sent-accepted.md, docs/product/plan.md).
-- Builds on plan_versions (20261126200000, ADR 199).
--
-- 1. public.plan_prices: the team's price list for the three kinds of research (integer minor units, USD).
-- 2. public.save_plan_draft / public.send_plan: the team drafts (the server computes the fee from the price list)
--    and sends (the version freezes with the SHA-256 of its content and figures; the one before is replaced).
-- 3. public.plan_acceptances: the evidence of a "yes" (name typed, terms ticked, time, version and its hash, user
--    agent, a keyed hash of the address, never the address); public.accept_plan / public.decline_plan, called by
--    the journey function with a valid private link only.
-- 4. public.plan_messages: the family's questions and change requests and the team's answers, with the plan.
--
-- Grants are explicit (ADR 095): anon gets nothing.

-- 1. The price list ----------------------------------------------------------------------------------------------
create table public.plan_prices (
  kind text primary key check (kind in ('digital_archives', 'in_person_archives', 'church_archives')),
  amount_minor integer not null check (amount_minor between 0 and 10000000),
  currency text not null default 'USD' check (currency = 'USD'),
  -- A sample the owner has not confirmed (check:launch names them).
  is_sample boolean not null default true,
  updated_at timestamptz not null default now(),
  updated_by_name text
);
comment on table public.plan_prices is 'The research price list, per kind, in cents (ADR 220); samples until the owner sets them.';
-- The specification's "from $890" for digital archives; the other two are samples.
insert into public.plan_prices (kind, amount_minor, is_sample) values
  ('digital_archives', 89000, false),
  ('in_person_archives', 145000, true),
  ('church_archives', 120000, true);

alter table public.plan_prices enable row level security;
revoke all on public.plan_prices from anon, authenticated, service_role;
grant select on public.plan_prices to authenticated, service_role;
grant update (amount_minor, is_sample, updated_at, updated_by_name) on public.plan_prices to authenticated;
create policy "Admins read the prices" on public.plan_prices for select to authenticated
  using ((select private.is_admin()));
create policy "Admins change the prices" on public.plan_prices for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- 2. Drafting and sending ----------------------------------------------------------------------------------------
-- The version's figures from its content: the research fee is the sum of the price of each kind the lines ask
-- for (a kind counted once), the journey's price per person as the team typed it in euro cents.
create or replace function private.plan_research_fee(content jsonb)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(p.amount_minor), 0)::integer
    from public.plan_prices p
   where p.kind in (select distinct l ->> 'kind'
                      from jsonb_array_elements(coalesce(content #> '{research,lines}', '[]'::jsonb)) l)
$$;

-- Saves the inquiry's draft (creating the next version when there is none). `content` is already validated by the
-- journey function's contract; the database keeps its own limits.
create or replace function public.save_plan_draft(inquiry uuid, content jsonb, agency text, valid_until date,
                                                  journey_per_person_minor integer)
returns public.plan_versions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.plan_versions;
  next_version integer;
begin
  if not (select private.is_admin()) then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if jsonb_typeof(content) is distinct from 'object' or pg_column_size(content) > 200000 then
    raise exception 'content must be an object of at most 200 kB' using errcode = '22023';
  end if;
  if valid_until is null or valid_until < current_date or valid_until > current_date + 365 then
    raise exception 'valid_until must be within a year from today' using errcode = '22023';
  end if;
  if not exists (select 1 from public.form_submissions f where f.id = inquiry) then
    raise exception 'no such inquiry' using errcode = '23503';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('plan:' || inquiry::text, 0));
  update public.plan_versions v
     set content = save_plan_draft.content,
         agency_id = agency,
         valid_until = save_plan_draft.valid_until,
         journey_per_person_minor = save_plan_draft.journey_per_person_minor,
         research_fee_minor = private.plan_research_fee(save_plan_draft.content)
   where v.submission_id = inquiry and v.state = 'draft'
  returning * into saved;
  if found then
    return saved;
  end if;
  select coalesce(max(v.version), 0) + 1 into next_version
    from public.plan_versions v where v.submission_id = inquiry;
  insert into public.plan_versions (submission_id, version, content, agency_id, valid_until,
                                    journey_per_person_minor, research_fee_minor, created_by, created_by_name)
  values (inquiry, next_version, save_plan_draft.content, agency, save_plan_draft.valid_until,
          save_plan_draft.journey_per_person_minor, private.plan_research_fee(save_plan_draft.content),
          auth.uid(), private.actor_name())
  returning * into saved;
  return saved;
end;
$$;
revoke execute on function public.save_plan_draft(uuid, jsonb, text, date, integer) from public, anon;
grant execute on function public.save_plan_draft(uuid, jsonb, text, date, integer) to authenticated;

-- The hash an acceptance points at: the content and every figure, as Postgres writes jsonb (keys in one order).
create or replace function private.plan_content_hash(v public.plan_versions)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(jsonb_build_object(
    'version', v.version, 'content', v.content, 'research_fee_minor', v.research_fee_minor,
    'research_currency', v.research_currency, 'journey_per_person_minor', v.journey_per_person_minor,
    'journey_currency', v.journey_currency, 'agency_id', v.agency_id, 'valid_until', v.valid_until)::text,
    'UTF8')), 'hex')
$$;

-- Sends the draft: it freezes with its hash, the sent version before it is marked replaced, the history says so.
create or replace function public.send_plan(inquiry uuid)
returns public.plan_versions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  draft public.plan_versions;
begin
  if not (select private.is_admin()) then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('plan:' || inquiry::text, 0));
  select * into draft from public.plan_versions v where v.submission_id = inquiry and v.state = 'draft';
  if not found then
    raise exception 'no draft to send' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.plan_versions v where v.submission_id = inquiry and v.state = 'accepted') then
    raise exception 'the family has accepted a version already' using errcode = '55000';
  end if;
  if jsonb_array_length(coalesce(draft.content #> '{research,lines}', '[]'::jsonb)) = 0
     and jsonb_array_length(coalesce(draft.content #> '{journey,days}', '[]'::jsonb)) = 0 then
    raise exception 'a plan needs research lines or journey days' using errcode = '22023';
  end if;
  update public.plan_versions v set state = 'replaced' where v.submission_id = inquiry and v.state = 'sent';
  update public.plan_versions v
     set state = 'sent', sent_at = now(), content_hash = private.plan_content_hash(draft)
   where v.id = draft.id
  returning * into draft;
  insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name)
  values (inquiry, 'plan_sent', 'v' || draft.version, auth.uid(), private.actor_name());
  return draft;
end;
$$;
revoke execute on function public.send_plan(uuid) from public, anon;
grant execute on function public.send_plan(uuid) to authenticated;

-- 3. Acceptance ---------------------------------------------------------------------------------------------------
create table public.plan_acceptances (
  plan_version_id uuid primary key references public.plan_versions (id) on delete cascade,
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  accepted_name text not null check (char_length(accepted_name) between 2 and 200),
  terms_accepted boolean not null check (terms_accepted),
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  user_agent text check (char_length(user_agent) <= 500),
  -- HMAC-SHA-256 of the address with a server secret: the same address twice can be told, the address cannot.
  address_hash text check (address_hash ~ '^[0-9a-f]{64}$'),
  accepted_at timestamptz not null default now()
);
comment on table public.plan_acceptances is
  'A family''s acceptance of a plan version: name, terms, time, the version''s hash; the address only keyed-hashed.';
alter table public.plan_acceptances enable row level security;
revoke all on public.plan_acceptances from anon, authenticated, service_role;
grant select on public.plan_acceptances to authenticated, service_role;
create policy "Admins read acceptances" on public.plan_acceptances for select to authenticated
  using ((select private.is_admin()));

alter table public.plan_versions add column declined_reason text
  check (declined_reason is null or char_length(declined_reason) between 1 and 2000);

-- Accepts the inquiry's current sent version (only the service role: the journey function, after the link).
-- Outcomes: accepted | not_current (another version is the latest, or none was sent) | expired | already_accepted.
create or replace function public.accept_plan(inquiry uuid, version_id uuid, name text, user_agent text,
                                              address_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current_version public.plan_versions;
  previous_status text;
begin
  if auth.role() is distinct from 'service_role' then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('plan:' || inquiry::text, 0));
  if exists (select 1 from public.plan_versions v where v.submission_id = inquiry and v.state = 'accepted') then
    return jsonb_build_object('outcome', 'already_accepted');
  end if;
  select * into current_version from public.plan_versions v
   where v.submission_id = inquiry and v.state = 'sent' for update;
  if not found or current_version.id <> version_id then
    return jsonb_build_object('outcome', 'not_current');
  end if;
  if current_version.valid_until < (now() at time zone 'Europe/Rome')::date then
    return jsonb_build_object('outcome', 'expired');
  end if;
  update public.plan_versions v set state = 'accepted', accepted_at = now() where v.id = version_id;
  insert into public.plan_acceptances (plan_version_id, submission_id, accepted_name, terms_accepted, content_hash,
                                       user_agent, address_hash)
  values (version_id, inquiry, btrim(name), true, current_version.content_hash, left(user_agent, 500),
          address_hash);
  select f.lead_status into previous_status from public.form_submissions f where f.id = inquiry for update;
  update public.form_submissions f set lead_status = 'plan_accepted' where f.id = inquiry;
  insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_name)
  values (inquiry, 'plan_accepted', null, 'v' || current_version.version || ' by ' || btrim(name), 'the family'),
         (inquiry, 'lead_status', previous_status, 'plan_accepted', 'the family');
  return jsonb_build_object('outcome', 'accepted', 'version', current_version.version);
end;
$$;
revoke execute on function public.accept_plan(uuid, uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.accept_plan(uuid, uuid, text, text, text) to service_role;

create or replace function public.decline_plan(inquiry uuid, version_id uuid, reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current_version public.plan_versions;
begin
  if auth.role() is distinct from 'service_role' then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('plan:' || inquiry::text, 0));
  select * into current_version from public.plan_versions v
   where v.submission_id = inquiry and v.state = 'sent' for update;
  if not found or current_version.id <> version_id then
    return jsonb_build_object('outcome', 'not_current');
  end if;
  update public.plan_versions v
     set state = 'declined', declined_at = now(), declined_reason = btrim(reason)
   where v.id = version_id;
  insert into public.inquiry_history (submission_id, kind, to_value, actor_name)
  values (inquiry, 'plan_declined', 'v' || current_version.version || ': ' || left(btrim(reason), 200), 'the family');
  return jsonb_build_object('outcome', 'declined');
end;
$$;
revoke execute on function public.decline_plan(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.decline_plan(uuid, uuid, text) to service_role;

-- 4. Questions and answers -----------------------------------------------------------------------------------------
create table public.plan_messages (
  id bigint generated by default as identity primary key,
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  plan_version_id uuid references public.plan_versions (id) on delete set null,
  author text not null check (author in ('family', 'team')),
  author_name text not null check (char_length(author_name) between 1 and 200),
  kind text not null default 'question' check (kind in ('question', 'change', 'answer')),
  body text not null check (char_length(body) between 1 and 4000),
  -- Optionally about one day (its position in the version's days) or one ancestor (the story's id).
  day_index integer check (day_index between 0 and 59),
  ancestor_id text check (char_length(ancestor_id) <= 64),
  created_at timestamptz not null default now()
);
create index plan_messages_submission_idx on public.plan_messages (submission_id, created_at);
comment on table public.plan_messages is 'The family''s questions and change requests about its plan, and the team''s answers.';
alter table public.plan_messages enable row level security;
revoke all on public.plan_messages from anon, authenticated, service_role;
grant select on public.plan_messages to authenticated;
grant select, insert on public.plan_messages to service_role;
grant insert (submission_id, plan_version_id, author, author_name, kind, body) on public.plan_messages to authenticated;
create policy "Admins read plan messages" on public.plan_messages for select to authenticated
  using ((select private.is_admin()));
create policy "Admins answer" on public.plan_messages for insert to authenticated
  with check ((select private.is_admin()) and author = 'team' and kind = 'answer');

-- The plan's other history entries (viewed once per version, a question, an answer), written by the journey
-- function with the definer's rights as the other history writers are. `plan_viewed` is written once per version.
create or replace function public.record_plan_event(inquiry uuid, event text, detail text, actor text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if auth.role() is distinct from 'service_role' then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if event not in ('plan_viewed', 'plan_question', 'plan_answer') then
    raise exception 'record_plan_event: unknown event %', event using errcode = '22023';
  end if;
  if event = 'plan_viewed' then
    perform pg_advisory_xact_lock(hashtextextended('plan:' || inquiry::text, 0));
    if exists (select 1 from public.inquiry_history h
                where h.submission_id = inquiry and h.kind = 'plan_viewed' and h.to_value = detail) then
      return false;
    end if;
  end if;
  insert into public.inquiry_history (submission_id, kind, to_value, actor_name)
  values (inquiry, event, left(detail, 200), left(actor, 200));
  return true;
end;
$$;
revoke execute on function public.record_plan_event(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.record_plan_event(uuid, text, text, text) to service_role;
