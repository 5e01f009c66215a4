-- A preview tab reads the document's name, not its id (issue 38, docs/product/journey.md "Documents"). Browsers
-- title a PDF's tab with the last segment of its URL, and a Storage signed URL ends in the object's path; hosted
-- Storage has no way to name an inline file otherwise (its `download` option forces an attachment). So a new
-- object's path ends in the file's name, made safe for Storage keys by the function: <inquiry>/<file id>/<name>.
-- Files stored before keep their paths (<inquiry>/<file id>): their tab still reads the id.
drop function public.begin_journey_upload(uuid, uuid, text, bigint, integer, bigint, integer);

create function public.begin_journey_upload(
  inquiry uuid, file_id uuid, file_name text, declared_bytes bigint,
  max_files integer, max_bytes bigint, pending_seconds integer, object_name text
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  used record;
begin
  -- The key's last segment: ASCII letters, digits, dot, dash and underscore only (what every Storage accepts).
  if object_name !~ '^[A-Za-z0-9_][A-Za-z0-9._-]{0,119}$' then
    raise exception using errcode = '22023', message = 'object_name: letters, digits, dot, dash and underscore, 1 to 120.';
  end if;
  perform private.lock_journey_files(inquiry);
  select * into used from private.journey_usage(inquiry, null, pending_seconds);
  if used.files >= max_files then
    return 'too_many_files';
  end if;
  if used.bytes + declared_bytes > max_bytes then
    return 'too_many_bytes';
  end if;
  insert into public.journey_files (id, submission_id, object_path, file_name, size_bytes, status)
  values (file_id, inquiry, inquiry::text || '/' || file_id::text || '/' || object_name, file_name, declared_bytes,
          'pending');
  return 'recorded';
end;
$$;
revoke execute on function public.begin_journey_upload(uuid, uuid, text, bigint, integer, bigint, integer, text)
  from public, anon, authenticated;
grant execute on function public.begin_journey_upload(uuid, uuid, text, bigint, integer, bigint, integer, text)
  to service_role;
