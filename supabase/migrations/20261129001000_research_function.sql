-- Issue 45: the research function's state changes (docs/product/research.md, docs/decisions/261).
--
-- Each step that changes an assignment's state is one function here, so that the state, the lead's history and
-- (for publication) the frozen version change together or not at all. All are service role only: the research
-- function calls them after its own gate (the researcher's link, or an admin's session read under RLS).
--
-- States: assigned → submitted → returned → submitted … → published. The team's "send back" also reopens a
-- published report (state returned, its link live again) for a correction, published as the next version.
-- A reassignment withdraws the live assignment (its link then answers 404).

-- The lead's history names each step (the console's history words them).
do $$
declare
  kinds text;
begin
  select string_agg(quote_literal(k.kind), ', ' order by k.position) into kinds
  from (
    select m.match[1] as kind, min(m.position) as position
    from pg_constraint c,
      regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') with ordinality as m (match, position)
    where c.conname = 'inquiry_history_kind_check' and c.conrelid = 'public.inquiry_history'::regclass
    group by m.match[1]
    union all
    select * from (values ('research_assigned', 1000101), ('research_withdrawn', 1000102),
      ('research_submitted', 1000103), ('research_returned', 1000104), ('research_published', 1000105)) as v
  ) as k;
  alter table public.inquiry_history drop constraint inquiry_history_kind_check;
  execute 'alter table public.inquiry_history add constraint inquiry_history_kind_check check (kind in ('
    || kinds || '))';
end;
$$;

-- The log and the records change only while the research is assigned or sent back, whoever writes: the row lock
-- (for share) waits for a submission under way (research_submit locks the assignment for update), so a save either
-- lands before the submission or is refused after it, never in a submitted or published draft unseen.
create function private.research_work_editable() returns trigger language plpgsql as $$
declare
  assignment_state text;
begin
  select a.state into assignment_state from public.research_assignments a
    where a.id = coalesce(new.assignment_id, old.assignment_id) for share;
  -- No assignment row: it is being deleted with its inquiry (the cascade), which may remove its work.
  if found and assignment_state not in ('assigned', 'returned') then
    raise exception 'the research is not editable in state %', assignment_state using errcode = 'P0045';
  end if;
  return coalesce(new, old);
end;
$$;
create trigger research_searches_editable before insert or update or delete on public.research_searches
  for each row execute function private.research_work_editable();
create trigger research_records_editable before insert or update or delete on public.research_records
  for each row execute function private.research_work_editable();

-- Assigns the inquiry's paid research (the accepted plan version's fee paid, or partly refunded) to an active
-- researcher. A live earlier assignment is withdrawn. Answers the outcome, the new row, the withdrawn researcher.
create function public.research_assign(
  inquiry uuid, researcher uuid, link_hash text, actor uuid, actor_label text)
returns table (outcome text, assignment_id uuid, withdrawn_researcher uuid, due_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  version_row public.plan_versions;
  researcher_row public.researchers;
  previous public.research_assignments;
  new_id uuid;
  weeks integer;
  due timestamptz;
begin
  perform 1 from public.form_submissions f where f.id = inquiry for update;
  if not found then
    return query select 'not_found'::text, null::uuid, null::uuid, null::timestamptz;
    return;
  end if;
  select * into version_row from public.plan_versions v where v.submission_id = inquiry and v.state = 'accepted';
  if not found or not exists (
    select 1 from public.research_payments p
    where p.plan_version_id = version_row.id and p.state in ('paid', 'partially_refunded')
  ) then
    return query select 'not_paid'::text, null::uuid, null::uuid, null::timestamptz;
    return;
  end if;
  select * into researcher_row from public.researchers r where r.id = researcher;
  if not found or not researcher_row.active then
    return query select 'researcher_unavailable'::text, null::uuid, null::uuid, null::timestamptz;
    return;
  end if;
  select * into previous from public.research_assignments a
    where a.submission_id = inquiry and a.state <> 'withdrawn' for update;
  if found then
    update public.research_assignments a set state = 'withdrawn', revoked_at = now() where a.id = previous.id;
    insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name)
      values (inquiry, 'research_withdrawn',
              (select r.name from public.researchers r where r.id = previous.researcher_id), actor, actor_label);
  end if;
  weeks := greatest(coalesce((version_row.content -> 'research' ->> 'weeks')::integer, 1), 1);
  due := now() + make_interval(days => weeks * 7);
  insert into public.research_assignments (submission_id, plan_version_id, researcher_id, token_hash, due_at)
    values (inquiry, version_row.id, researcher, link_hash, due)
    returning id into new_id;
  insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name)
    values (inquiry, 'research_assigned', researcher_row.name, actor, actor_label);
  return query select 'ok'::text, new_id, previous.researcher_id, due;
end;
$$;

-- The researcher submits the draft (from assigned or returned, with at least one search).
create function public.research_submit(link_hash text, note text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_ public.research_assignments;
begin
  select * into row_ from public.research_assignments a where a.token_hash = link_hash for update;
  if not found or row_.state = 'withdrawn' then
    return 'not_found';
  end if;
  if row_.state not in ('assigned', 'returned') then
    return 'not_editable';
  end if;
  if not exists (select 1 from public.research_searches s where s.assignment_id = row_.id) then
    return 'no_searches';
  end if;
  update public.research_assignments a
    set state = 'submitted', submitted_at = now(), submit_note = nullif(btrim(note), '')
    where a.id = row_.id;
  insert into public.inquiry_history (submission_id, kind, to_value, actor_name)
    values (row_.submission_id, 'research_submitted',
            (select r.name from public.researchers r where r.id = row_.researcher_id), 'Researcher');
  return 'ok';
end;
$$;

-- The team sends the report back with a comment: a submitted draft, or a published report for a correction.
create function public.research_return(inquiry uuid, comment text, actor uuid, actor_label text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_ public.research_assignments;
begin
  select * into row_ from public.research_assignments a
    where a.submission_id = inquiry and a.state <> 'withdrawn' for update;
  if not found then
    return 'not_found';
  end if;
  if row_.state not in ('submitted', 'published') then
    return 'not_submitted';
  end if;
  -- Reopened, the link works again until the next publication sets its end.
  update public.research_assignments a
    set state = 'returned', return_comment = comment, link_expires_at = null
    where a.id = row_.id;
  insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name)
    values (inquiry, 'research_returned', left(comment, 200), actor, actor_label);
  return 'ok';
end;
$$;

-- The team publishes the submitted draft: the frozen version n + 1 (its version and date set here, in the
-- snapshot too), `changes` required from version 2; the link ends `link_days` days later. `submitted` is the
-- submission the snapshot was built from: if the report was sent back and submitted again meanwhile, a conflict.
create function public.research_publish(
  inquiry uuid, submitted timestamptz, report jsonb, what_changed text, link_days integer, actor uuid,
  actor_label text)
returns table (outcome text, version integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  row_ public.research_assignments;
  next_version integer;
  at timestamptz := now();
begin
  select * into row_ from public.research_assignments a
    where a.submission_id = inquiry and a.state <> 'withdrawn' for update;
  if not found then
    return query select 'not_found'::text, null::integer;
    return;
  end if;
  if row_.state <> 'submitted' then
    return query select 'not_submitted'::text, null::integer;
    return;
  end if;
  if row_.submitted_at is distinct from submitted then
    return query select 'conflict'::text, null::integer;
    return;
  end if;
  select coalesce(max(r.version), 0) + 1 into next_version
    from public.research_reports r where r.submission_id = inquiry;
  if next_version > 1 and nullif(btrim(coalesce(what_changed, '')), '') is null then
    return query select 'changes_required'::text, next_version;
    return;
  end if;
  insert into public.research_reports (assignment_id, submission_id, version, content, changes, published_at,
                                       published_by)
    values (row_.id, inquiry, next_version,
            report || jsonb_build_object('version', next_version,
              'publishedAt', to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'changes', case when next_version > 1 then btrim(what_changed) end),
            case when next_version > 1 then btrim(what_changed) end, at, actor);
  update public.research_assignments a
    set state = 'published', published_at = at, return_comment = null,
        link_expires_at = at + make_interval(days => greatest(link_days, 1))
    where a.id = row_.id;
  insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name)
    values (inquiry, 'research_published', next_version::text, actor, actor_label);
  return query select 'ok'::text, next_version;
end;
$$;

revoke execute on function public.research_assign(uuid, uuid, text, uuid, text) from public, anon, authenticated;
revoke execute on function public.research_submit(text, text) from public, anon, authenticated;
revoke execute on function public.research_return(uuid, text, uuid, text) from public, anon, authenticated;
revoke execute on function public.research_publish(uuid, timestamptz, jsonb, text, integer, uuid, text)
  from public, anon, authenticated;
grant execute on function public.research_assign(uuid, uuid, text, uuid, text) to service_role;
grant execute on function public.research_submit(text, text) to service_role;
grant execute on function public.research_return(uuid, text, uuid, text) to service_role;
grant execute on function public.research_publish(uuid, timestamptz, jsonb, text, integer, uuid, text)
  to service_role;
