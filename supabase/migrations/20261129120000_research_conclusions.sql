-- Issue 45, part 6: conclusions per research question and next steps (docs/product/research.md, ADR 268).
--
-- research_conclusions: one per research question of the accepted plan (the question is the index of its line in
--   the plan version's research lines, frozen with that version), in plain words with its proof level.
-- research_next_steps: what more research could do, each with its kind of work, an optional price (integer minor
--   units and a currency, never a float) and the comuni it leads to (the town finder's shape, as a search's comune).
--
-- Both change only while the research is assigned or sent back: the same trigger as the log and the records
-- (private.research_work_editable, 20261129001000). Grants are explicit (ADR 095): anon nothing, admins read through
-- RLS, the research function writes as service role.

create table public.research_conclusions (
  id uuid primary key default gen_random_uuid(),
  assignment_id uuid not null references public.research_assignments (id) on delete cascade,
  question integer not null check (question between 0 and 49),
  body text not null check (char_length(btrim(body)) between 1 and 1500),
  proof text not null check (proof in ('proven', 'probable', 'possible', 'disproven')),
  updated_at timestamptz not null default now(),
  unique (assignment_id, question)
);

create table public.research_next_steps (
  id uuid primary key default gen_random_uuid(),
  assignment_id uuid not null references public.research_assignments (id) on delete cascade,
  description text not null check (char_length(btrim(description)) between 1 and 1000),
  kind text not null check (kind in ('parish_in_person', 'latin_church_records', 'comune_request',
    'state_archive_request', 'other')),
  price_minor integer check (price_minor is null or price_minor between 1 and 10000000),
  price_currency text check (price_currency is null or price_currency in ('EUR', 'USD')),
  -- [{comune, province, region}]: the comuni the step leads to (at most 10).
  towns jsonb not null default '[]'::jsonb
    check (jsonb_typeof(towns) = 'array' and jsonb_array_length(towns) <= 10),
  created_at timestamptz not null default now(),
  check ((price_minor is null) = (price_currency is null))
);
create index research_next_steps_assignment_idx on public.research_next_steps (assignment_id, created_at);

create trigger research_conclusions_editable before insert or update or delete on public.research_conclusions
  for each row execute function private.research_work_editable();
create trigger research_next_steps_editable before insert or update or delete on public.research_next_steps
  for each row execute function private.research_work_editable();

alter table public.research_conclusions enable row level security;
alter table public.research_next_steps enable row level security;
revoke all on public.research_conclusions, public.research_next_steps from anon, authenticated, service_role;
grant select on public.research_conclusions, public.research_next_steps to authenticated;
grant select, insert, update, delete on public.research_conclusions, public.research_next_steps to service_role;

create policy "Admins read research conclusions" on public.research_conclusions for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read research next steps" on public.research_next_steps for select to authenticated
  using ((select private.is_admin()));
