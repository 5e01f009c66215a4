-- The researcher's own photo of a register's page (issue 45 part 4, docs/decisions/266): up to 6 a record, each an
-- image of at most 15 MB, checked from its bytes as the family's files are (supabase/functions/_shared/uploads.ts).
-- The objects live in their own private bucket that no policy opens: only the research function (service role)
-- reads them and hands out one-minute signed URLs (the researcher while the work is editable, the team, the family
-- once a published version shows the photo). The family's journey token reaches only the journey-files bucket.
--
-- A photo a published version shows is never removed: deleting it (or its record) in a later draft detaches the row
-- (record_id null) and keeps the object, so the frozen version's reference stays readable.

create table public.research_photos (
  id uuid primary key default gen_random_uuid(),
  assignment_id uuid not null references public.research_assignments (id) on delete cascade,
  -- Null once detached: deleted from the draft but shown by a published version.
  record_id uuid references public.research_records (id) on delete set null,
  -- '<assignment id>/<photo id>/<safe name>' in the research-photos bucket.
  object_path text not null unique check (char_length(object_path) <= 400),
  file_name text not null check (char_length(file_name) between 1 and 200),
  status text not null default 'pending' check (status in ('pending', 'stored')),
  -- Set by the type check from the bytes.
  content_type text check (content_type is null
    or content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/heic')),
  size_bytes integer not null check (size_bytes between 1 and 15728640),
  created_at timestamptz not null default now()
);
create index research_photos_record_idx on public.research_photos (record_id, created_at);
create index research_photos_assignment_idx on public.research_photos (assignment_id);

-- The work's rule: a photo is added, changed or removed only while the research is assigned or returned.
create trigger research_photos_editable before insert or update or delete on public.research_photos
  for each row execute function private.research_work_editable();

alter table public.research_photos enable row level security;
revoke all on public.research_photos from anon, authenticated, service_role;
grant select on public.research_photos to authenticated;
grant select, insert, update, delete on public.research_photos to service_role;
create policy "Admins read research photos" on public.research_photos for select to authenticated
  using ((select private.is_admin()));

-- The bucket: private, at most 15 MB a file, images only (the function also checks the bytes).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('research-photos', 'research-photos', false, 15728640,
        array['image/jpeg', 'image/png', 'image/webp', 'image/heic'])
on conflict (id) do update
  set public = false, file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
-- No policy on storage.objects for this bucket.
