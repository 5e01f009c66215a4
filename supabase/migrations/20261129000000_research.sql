-- Issue 45: the research delivered on the family's page (docs/product/research.md).
--
-- researchers: the genealogists the team assigns research to (like agency contacts; samples at radici.example).
-- research_assignments: one row per assignment of an inquiry's paid research to a researcher. The researcher's link
--   is a 256-bit token of which only the SHA-256 is stored (the private-link rules, ADR 150); a reassignment
--   withdraws the previous row (its link then answers 404). One live assignment per inquiry.
-- research_searches: the research log, one row per search (found or not found, with a reason).
-- research_records: the records found, with the people named in them.
-- research_reports: the published versions, each a frozen snapshot of the report as the family reads it
--   (the contract's researchReportSchema); a correction is the next version.
--
-- Grants are explicit (ADR 095): anon gets nothing; admins read through RLS; the functions write as service role.

create table public.researchers (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254 and email like '%@%'),
  language text not null default 'it' check (language in ('it', 'en')),
  privacy_notice_url text not null
    check (privacy_notice_url ~ '^https://[^ ]+$' and char_length(privacy_notice_url) between 12 and 500),
  active boolean not null default true,
  -- Sample rows (seeded locally at radici.example) are flagged so that npm run check:launch can refuse them.
  is_sample boolean not null default false,
  updated_at timestamptz not null default now()
);
comment on table public.researchers is
  'The genealogists research is assigned to (docs/product/research.md); owner values, checked by check:launch.';

create table public.research_assignments (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  -- The accepted plan version whose research lines are the questions, and its paid fee.
  plan_version_id uuid not null references public.plan_versions (id) on delete cascade,
  researcher_id uuid not null references public.researchers (id),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  state text not null default 'assigned'
    check (state in ('assigned', 'submitted', 'returned', 'published', 'withdrawn')),
  assigned_at timestamptz not null default now(),
  -- assigned_at + the plan's weeks: when the first results are due.
  due_at timestamptz not null,
  submitted_at timestamptz,
  submit_note text check (submit_note is null or char_length(submit_note) <= 2000),
  return_comment text check (return_comment is null or char_length(return_comment) <= 2000),
  published_at timestamptz,
  -- The link stops working this long after the last publication (a setting's number of days), or when revoked.
  link_expires_at timestamptz,
  revoked_at timestamptz,
  check ((state = 'withdrawn') = (revoked_at is not null))
);
create unique index research_assignments_one_live_idx
  on public.research_assignments (submission_id) where state <> 'withdrawn';

create table public.research_searches (
  id uuid primary key default gen_random_uuid(),
  assignment_id uuid not null references public.research_assignments (id) on delete cascade,
  archive_kind text not null
    check (archive_kind in ('state_archive', 'parish', 'comune_office', 'diocesan_archive', 'other')),
  archive text not null check (char_length(archive) between 1 and 200),
  series text not null check (char_length(series) between 1 and 200),
  comune jsonb not null,
  year_from integer not null check (year_from between 1500 and 2100),
  year_to integer not null check (year_to between 1500 and 2100 and year_to >= year_from),
  names text not null check (char_length(names) between 1 and 500),
  register_url text check (register_url is null or register_url ~ '^https://antenati\.cultura\.gov\.it/ark:/12657/an_u[ad][0-9]{1,12}(/[A-Za-z0-9]{1,40})?/?$'),
  result text not null check (result in ('found', 'not_found')),
  not_found_reason text check (not_found_reason in ('not_digitised', 'privacy_window', 'register_missing',
    'before_civil_registration', 'variant_not_indexed', 'archive_closed', 'other')),
  reason_text text check (reason_text is null or char_length(reason_text) <= 500),
  searched_on date not null,
  notes text check (notes is null or char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  check ((result = 'not_found') = (not_found_reason is not null)),
  check (not_found_reason is distinct from 'other' or reason_text is not null)
);
create index research_searches_assignment_idx on public.research_searches (assignment_id, created_at);

create table public.research_records (
  id uuid primary key default gen_random_uuid(),
  assignment_id uuid not null references public.research_assignments (id) on delete cascade,
  search_id uuid references public.research_searches (id) on delete set null,
  type text not null check (type in ('birth', 'baptism', 'marriage', 'marriage_documents', 'death', 'draft_list',
    'emigration')),
  -- The contract's partialDateSchema: {year, month, day}, month and day may be null.
  date jsonb not null,
  comune jsonb not null,
  archive text not null check (char_length(archive) between 1 and 200),
  series text not null check (char_length(series) between 1 and 200),
  act_number text check (act_number is null or char_length(act_number) between 1 and 20),
  -- [{name, role, ancestorId}]: the people named, each perhaps one of the family's ancestors (confirmed, not copied).
  people jsonb not null check (jsonb_typeof(people) = 'array' and jsonb_array_length(people) between 1 and 20),
  page_url text check (page_url is null or page_url ~ '^https://antenati\.cultura\.gov\.it/ark:/12657/an_u[ad][0-9]{1,12}/[A-Za-z0-9]{1,40}/?$'),
  transcription_language text not null check (transcription_language in ('it', 'la')),
  transcription text check (transcription is null or char_length(transcription) <= 10000),
  translation text check (translation is null or char_length(translation) <= 10000),
  proof text not null check (proof in ('proven', 'probable', 'possible', 'disproven')),
  consulted_on date not null,
  notes text check (notes is null or char_length(notes) <= 2000),
  created_at timestamptz not null default now()
);
create index research_records_assignment_idx on public.research_records (assignment_id, created_at);

create table public.research_reports (
  id uuid primary key default gen_random_uuid(),
  assignment_id uuid not null references public.research_assignments (id) on delete cascade,
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  version integer not null check (version between 1 and 999),
  -- The contract's researchReportSchema, frozen at publication.
  content jsonb not null,
  changes text check (changes is null or char_length(changes) <= 2000),
  published_at timestamptz not null default now(),
  published_by uuid,
  unique (submission_id, version)
);

-- A published version is frozen: no update, no delete, not even by the service role's functions.
create function private.research_report_frozen() returns trigger language plpgsql as $$
begin
  raise exception 'a published research report is frozen (publish a new version instead)'
    using errcode = 'check_violation';
end;
$$;
create trigger research_reports_frozen before update or delete on public.research_reports
  for each row execute function private.research_report_frozen();

alter table public.researchers enable row level security;
alter table public.research_assignments enable row level security;
alter table public.research_searches enable row level security;
alter table public.research_records enable row level security;
alter table public.research_reports enable row level security;
revoke all on public.researchers, public.research_assignments, public.research_searches, public.research_records,
  public.research_reports from anon, authenticated, service_role;
grant select, insert, update on public.researchers to authenticated;
grant select on public.research_assignments, public.research_searches, public.research_records,
  public.research_reports to authenticated;
grant select, insert, update, delete on public.researchers, public.research_assignments, public.research_searches,
  public.research_records to service_role;
grant select, insert on public.research_reports to service_role;

create policy "Admins read researchers" on public.researchers for select to authenticated
  using ((select private.is_admin()));
create policy "Admins add researchers" on public.researchers for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins change researchers" on public.researchers for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins read research assignments" on public.research_assignments for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read research searches" on public.research_searches for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read research records" on public.research_records for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read research reports" on public.research_reports for select to authenticated
  using ((select private.is_admin()));
