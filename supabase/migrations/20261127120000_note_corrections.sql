-- A team note can be corrected or deleted by its author, never lost (docs/decisions/203, issue 38).
-- - Edit: the author changes the text at any time; the note shows 'edited' and the history keeps the text it had
--   (kind 'note_edited', from_value the whole earlier text, to_value the new one).
-- - Delete: the row stays as a tombstone ('Note deleted by X at T'); the history keeps its text ('note_deleted').
--   A row is never removed: DELETE stays refused for everyone, as before.
-- - Only the author, and only a note that is not deleted: a note speaks in its author's name, so no one else may
--   change what it says (RLS and the trigger, the trigger also for the database owner).

alter table public.inquiry_notes
  add column edited_at timestamptz,
  add column deleted_at timestamptz,
  add column deleted_by_name text;

-- The history's kinds, read from the constraint as it stands (other migrations of the same round add kinds too),
-- with the two of this migration added.
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
    select 'note_edited', 1000001
    union all
    select 'note_deleted', 1000002
  ) as k;
  alter table public.inquiry_history drop constraint inquiry_history_kind_check;
  execute 'alter table public.inquiry_history add constraint inquiry_history_kind_check check (kind in ('
    || kinds || '))';
end;
$$;

-- The author may change the text, or mark the note deleted: nothing else (author, names and times are the trigger's).
grant update (body, deleted_at) on public.inquiry_notes to authenticated;

create policy "Authors correct their own notes"
  on public.inquiry_notes for update to authenticated
  using ((select private.is_admin()) and author_id = (select auth.uid()) and deleted_at is null)
  with check ((select private.is_admin()) and author_id = (select auth.uid()));

drop trigger inquiry_notes_append_only on public.inquiry_notes;
create trigger inquiry_notes_never_deleted
  before delete on public.inquiry_notes
  for each row execute function private.refuse_change();

create or replace function private.inquiry_notes_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.deleted_at is not null then
    raise exception using errcode = '42501', message = 'This note was deleted: it can no longer be changed.';
  end if;
  if auth.uid() is null or auth.uid() <> old.author_id then
    raise exception using errcode = '42501', message = 'Only the author of a note may edit or delete it.';
  end if;
  new.id := old.id;
  new.submission_id := old.submission_id;
  new.author_id := old.author_id;
  new.author_name := old.author_name;
  new.created_at := old.created_at;
  if new.deleted_at is not null then
    -- A deletion keeps the text as it was (the history quotes it).
    new.body := old.body;
    new.edited_at := old.edited_at;
    new.deleted_at := now();
    new.deleted_by_name := private.actor_name();
    insert into public.inquiry_history (submission_id, kind, from_value, actor_id, actor_name, created_at)
    values (old.submission_id, 'note_deleted', old.body, auth.uid(), new.deleted_by_name, new.deleted_at);
    return new;
  end if;
  new.body := btrim(new.body);
  new.deleted_by_name := null;
  if new.body = old.body then
    return old; -- nothing changed: no 'edited' mark, no history entry
  end if;
  new.edited_at := now();
  insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name, created_at)
  values (old.submission_id, 'note_edited', old.body, new.body, auth.uid(), private.actor_name(), new.edited_at);
  return new;
end;
$$;
revoke execute on function private.inquiry_notes_before_update() from public, anon, authenticated;

create trigger inquiry_notes_before_update
  before update on public.inquiry_notes
  for each row execute function private.inquiry_notes_before_update();

comment on column public.inquiry_notes.edited_at is 'When the author last corrected the text (null: never); the earlier texts are in inquiry_history (note_edited).';
comment on column public.inquiry_notes.deleted_at is 'When the author deleted the note: the row stays as a tombstone, its text in inquiry_history (note_deleted).';
