-- Issue 44, the smaller items (docs/security.md, "Pinned function dependencies and the smaller items"):
--
-- 1. A plan message names a version of its own inquiry only. The journey function answers another inquiry's
--    version with a 400 naming `versionId`; here the database refuses the pair too, whoever writes it.
-- 2. An accepted version has its acceptance evidence, and its `accepted_at` never changes once set.
-- 3. A team answer is signed by the database with the member's profile name, which only the team's owners change
--    (the dashboard, the service role): not with the sign-in's user metadata, which its user can edit at will. The
--    price list's "changed by" is written the same way (the console sent the metadata's name).

-- 1. ---------------------------------------------------------------------------------------------------------------
-- A message linked to another inquiry's version loses the link (the message itself is kept).
update public.plan_messages m
   set plan_version_id = null
 where m.plan_version_id is not null
   and not exists (
     select 1 from public.plan_versions v where v.id = m.plan_version_id and v.submission_id = m.submission_id
   );
alter table public.plan_versions add constraint plan_versions_id_submission_key unique (id, submission_id);
alter table public.plan_messages drop constraint plan_messages_plan_version_id_fkey;
alter table public.plan_messages add constraint plan_messages_version_of_inquiry_fkey
  foreign key (plan_version_id, submission_id) references public.plan_versions (id, submission_id)
  on delete set null (plan_version_id);

-- 2. ---------------------------------------------------------------------------------------------------------------
-- Checked when the transaction commits, so accept_plan may mark the version and then insert the evidence: an accepted
-- version needs the acceptance of this version, of this inquiry, pointing at this version's hash.
create or replace function private.accepted_version_has_evidence()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  version_id uuid;
begin
  if tg_table_name = 'plan_versions' then
    version_id := new.id;
  else
    version_id := old.plan_version_id;
  end if;
  if exists (select 1 from public.plan_versions v where v.id = version_id and v.state = 'accepted')
     and not exists (
       select 1 from public.plan_acceptances a
         join public.plan_versions v on v.id = a.plan_version_id
        where a.plan_version_id = version_id
          and a.submission_id = v.submission_id
          and a.content_hash = v.content_hash
     ) then
    raise exception 'plan version % is accepted without its acceptance record', version_id
      using errcode = '23514';
  end if;
  return null;
end;
$$;
revoke execute on function private.accepted_version_has_evidence() from public, anon, authenticated;

create constraint trigger plan_versions_accepted_has_evidence
  after insert or update of state on public.plan_versions
  deferrable initially deferred
  for each row when (new.state = 'accepted')
  execute function private.accepted_version_has_evidence();
create constraint trigger plan_acceptances_kept
  after update or delete on public.plan_acceptances
  deferrable initially deferred
  for each row execute function private.accepted_version_has_evidence();

-- The time of the "yes" is part of the evidence: set once, with the state, never moved or cleared.
create or replace function private.plan_accepted_at_frozen()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.accepted_at is not null and new.accepted_at is distinct from old.accepted_at then
    raise exception 'plan version % was accepted at % and that time cannot change', old.version, old.accepted_at
      using errcode = '55000';
  end if;
  return new;
end;
$$;
revoke execute on function private.plan_accepted_at_frozen() from public, anon, authenticated;
create trigger plan_versions_accepted_at_frozen
  before update of accepted_at on public.plan_versions
  for each row execute function private.plan_accepted_at_frozen();

-- 3. ---------------------------------------------------------------------------------------------------------------
-- The profile's name is set from the sign-up and changed only by the owners (dashboard, service role); its user
-- reads it and no longer edits it, so the history's actor and the answers' signature are not theirs to choose.
drop policy "Profiles are updatable by their owner" on public.profiles;
revoke update (full_name) on public.profiles from authenticated;

-- The name a team answer is signed with: the member's profile name, else the team's.
create or replace function private.team_signature()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(p.full_name), '') from public.profiles p where p.id = auth.uid()),
    'The Radici team'
  )
$$;
revoke execute on function private.team_signature() from public, anon, authenticated;

create or replace function private.sign_team_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.author = 'team' then
    new.author_name := private.team_signature();
  end if;
  return new;
end;
$$;
revoke execute on function private.sign_team_answer() from public, anon, authenticated;
create trigger plan_messages_sign_team_answer
  before insert on public.plan_messages
  for each row execute function private.sign_team_answer();

-- The admin's session inserts a team answer without a name (the trigger signs it); the service role names the family.
alter table public.plan_messages alter column author_name set default 'The Radici team';
revoke insert (author_name) on public.plan_messages from authenticated;

-- Who changed a price, and when: the database's, not the browser's.
create or replace function private.price_changed_by()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_by_name := private.actor_name();
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.price_changed_by() from public, anon, authenticated;
create trigger plan_prices_changed_by
  before update on public.plan_prices
  for each row execute function private.price_changed_by();
revoke update (updated_at, updated_by_name) on public.plan_prices from authenticated;
