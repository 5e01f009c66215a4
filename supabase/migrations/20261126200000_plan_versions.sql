-- Issues 32 and 33: the core of the family's plan, which the plan, its payment and the agency hand-off build on
-- (docs/decisions/199-plan-versions-core.md).
--
-- A plan is a series of versions per inquiry (v1, v2, …). A version is a draft while the team edits it; `Send to the
-- family` freezes it (`sent`); a newer sent version marks the one before `replaced`; the family accepts or declines
-- a sent version. The content (research lines, days, terms) is jsonb written by the plan's own functions; the
-- figures the payment and the hand-off need are columns, in integer minor units with their currency, computed by
-- the server. A sent, accepted, declined or replaced version never changes content or figures (the trigger below).
--
-- Grants are explicit (ADR 095): anon gets nothing; admins read through RLS; the functions write as service role.

create table public.plan_versions (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  version integer not null check (version between 1 and 999),
  state text not null default 'draft'
    check (state in ('draft', 'sent', 'replaced', 'accepted', 'declined')),
  -- The research, the journey and the terms as the team wrote them (the plan feature's contract gives the shape).
  content jsonb not null default '{}'::jsonb,
  -- What is paid now (the research fee) and the journey's price per person, each in minor units with a currency.
  research_fee_minor integer not null default 0 check (research_fee_minor between 0 and 10000000),
  research_currency text not null default 'USD' check (research_currency in ('USD', 'EUR')),
  journey_per_person_minor integer not null default 0 check (journey_per_person_minor between 0 and 100000000),
  journey_currency text not null default 'EUR' check (journey_currency in ('USD', 'EUR')),
  -- The agency proposed for the journey: an id of the site's agency list (src/content/agencies).
  agency_id text check (agency_id ~ '^[a-z0-9-]{1,64}$'),
  valid_until date,
  -- SHA-256 of the canonical content and figures at sending: what an acceptance points at.
  content_hash text check (content_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  created_by uuid,
  created_by_name text,
  sent_at timestamptz,
  accepted_at timestamptz,
  declined_at timestamptz,
  unique (submission_id, version),
  check ((state = 'draft') = (sent_at is null)),
  check ((state = 'draft') = (content_hash is null)),
  check ((state = 'accepted') = (accepted_at is not null))
);
comment on table public.plan_versions is
  'The versions of an inquiry''s plan (research, journey, terms); frozen once sent (ADR 199).';
-- At most one draft per inquiry.
create unique index plan_versions_one_draft_idx on public.plan_versions (submission_id) where state = 'draft';
-- At most one accepted version per inquiry.
create unique index plan_versions_one_accepted_idx on public.plan_versions (submission_id) where state = 'accepted';

alter table public.plan_versions enable row level security;
revoke all on public.plan_versions from anon, authenticated, service_role;
grant select on public.plan_versions to authenticated;
grant select, insert, update, delete on public.plan_versions to service_role;
create policy "Admins read plans"
  on public.plan_versions for select to authenticated
  using ((select private.is_admin()));

-- A version that has left the draft keeps its content and figures; only its state moves forward
-- (sent → replaced | accepted | declined), with the matching time.
create or replace function private.plan_version_frozen()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.state = 'draft' then
    return new;
  end if;
  if new.content is distinct from old.content
     or new.research_fee_minor is distinct from old.research_fee_minor
     or new.research_currency is distinct from old.research_currency
     or new.journey_per_person_minor is distinct from old.journey_per_person_minor
     or new.journey_currency is distinct from old.journey_currency
     or new.agency_id is distinct from old.agency_id
     or new.valid_until is distinct from old.valid_until
     or new.content_hash is distinct from old.content_hash
     or new.version is distinct from old.version
     or new.submission_id is distinct from old.submission_id
     or new.sent_at is distinct from old.sent_at then
    raise exception 'plan version % is % and cannot change', old.version, old.state using errcode = '55000';
  end if;
  if old.state <> 'sent' and new.state is distinct from old.state then
    raise exception 'plan version % is % and cannot change', old.version, old.state using errcode = '55000';
  end if;
  return new;
end;
$$;
create trigger plan_versions_frozen
  before update on public.plan_versions
  for each row execute function private.plan_version_frozen();

create or replace function private.plan_version_not_deleted()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.state <> 'draft' and exists (select 1 from public.form_submissions f where f.id = old.submission_id) then
    raise exception 'plan version % is % and cannot be deleted', old.version, old.state using errcode = '55000';
  end if;
  return old;
end;
$$;
create trigger plan_versions_not_deleted
  before delete on public.plan_versions
  for each row execute function private.plan_version_not_deleted();

-- The lead pipeline gets the plan's step, and the history its events (the plan, its payment, the hand-off).
alter table public.form_submissions drop constraint if exists form_submissions_lead_status_check;
alter table public.form_submissions add constraint form_submissions_lead_status_check
  check (lead_status in ('new', 'contacted', 'call_scheduled', 'plan_accepted', 'researching', 'matched', 'booked',
                         'closed'));

alter table public.inquiry_history drop constraint inquiry_history_kind_check;
alter table public.inquiry_history add constraint inquiry_history_kind_check
  check (kind in ('created', 'lead_status', 'owner', 'follow_up', 'note', 'cancelled', 'restored', 'email',
                  'link_issued', 'link_revoked', 'story_updated', 'story_deleted', 'call',
                  'plan_sent', 'plan_viewed', 'plan_question', 'plan_answer', 'plan_accepted', 'plan_declined',
                  'research_paid', 'research_refunded',
                  'sharing_changed', 'handoff_sent', 'handoff_accepted', 'handoff_declined', 'handoff_overdue',
                  'handoff_withdrawn'));
