-- Corrections readers suggest on the articles (docs/decisions/131-suggest-a-correction.md). A report is stored with
-- the page it concerns; it is never a travel inquiry. Only the report-correction edge function (service role)
-- writes; the team reads the open reports and marks them fixed in /admin. The browser's anon role gets nothing.

create table public.content_corrections (
  id uuid primary key default gen_random_uuid(),
  -- The article's path, e.g. /blog/marche (the function accepts only the articles' paths).
  page text not null check (page ~ '^/[a-z0-9/-]{1,100}$'),
  message text not null check (char_length(message) between 1 and 2000),
  email text check (email is null or char_length(email) <= 254),
  status text not null default 'open' check (status in ('open', 'fixed')),
  created_at timestamptz not null default now(),
  fixed_at timestamptz,
  fixed_by uuid references auth.users (id) on delete set null
);
comment on table public.content_corrections is
  'Corrections suggested by readers on an article (page, what is wrong, optional e-mail for a reply).';

create index content_corrections_open_idx on public.content_corrections (created_at desc)
  where status = 'open';

alter table public.content_corrections enable row level security;

revoke all on public.content_corrections from anon, authenticated, service_role;
grant select, update (status, fixed_at, fixed_by) on public.content_corrections to authenticated;
grant select, insert on public.content_corrections to service_role;

create policy "Admins read corrections"
  on public.content_corrections for select to authenticated
  using ((select private.is_admin()));

create policy "Admins mark corrections fixed or open"
  on public.content_corrections for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- The rate limit's attempts (HMAC of the client address, never the address itself), read only in the window.
create table public.correction_attempts (
  id bigint generated always as identity primary key,
  ip_hash text,
  created_at timestamptz not null default now()
);
create index correction_attempts_ip_idx on public.correction_attempts (ip_hash, created_at desc);
alter table public.correction_attempts enable row level security;
revoke all on public.correction_attempts from anon, authenticated, service_role;
grant select, insert, delete on public.correction_attempts to service_role;

-- The function's one call per report: purge old attempts, rate-limit by address, insert, in one transaction.
create or replace function public.submit_correction(
  report jsonb,
  ip_key text,
  max_attempts integer,
  window_seconds integer
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  started timestamptz := clock_timestamp();
  boundary timestamptz;
  new_id uuid;
begin
  delete from public.correction_attempts where created_at < started - interval '1 day';
  if ip_key is not null then
    select a.created_at into boundary
      from public.correction_attempts a
     where a.ip_hash = ip_key and a.created_at > started - make_interval(secs => window_seconds)
     order by a.created_at desc
     offset max_attempts - 1 limit 1;
    if found then
      return jsonb_build_object('outcome', 'rate_limited', 'retry_after',
        greatest(ceil(extract(epoch from boundary + make_interval(secs => window_seconds) - started))::integer, 1));
    end if;
    insert into public.correction_attempts (ip_hash, created_at) values (ip_key, started);
  end if;
  insert into public.content_corrections (page, message, email)
  values (report ->> 'page', report ->> 'message', nullif(report ->> 'email', ''))
  returning id into new_id;
  return jsonb_build_object('outcome', 'stored', 'id', new_id);
end;
$$;
comment on function public.submit_correction(jsonb, text, integer, integer) is
  'The report-correction function''s one call per report: rate limit and insert in one transaction.';
revoke execute on function public.submit_correction(jsonb, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.submit_correction(jsonb, text, integer, integer) to service_role;

-- Who marked a report fixed, and when: set by the database, not by the browser.
create or replace function private.stamp_correction_fixed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'fixed' and old.status <> 'fixed' then
    new.fixed_at := now();
    new.fixed_by := auth.uid();
  elsif new.status = 'open' then
    new.fixed_at := null;
    new.fixed_by := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_correction_fixed() from public, anon, authenticated;

create trigger content_corrections_stamp_fixed
  before update on public.content_corrections
  for each row execute function private.stamp_correction_fixed();
