-- Who is an admin (docs/product/admin.md, "Who is an admin"): the allowlist table is the truth. Sign-up of any other address is refused by
-- the before-user-created hook below; row-level security reads the same table on every query, so removing an
-- address removes that person's access at once.

create table public.admin_allowlist (
  email text primary key check (email = lower(btrim(email)) and email <> ''),
  added_at timestamptz not null default now()
);
comment on table public.admin_allowlist is 'Team addresses allowed to sign up and to read inquiries (trimmed, lower-case).';

alter table public.admin_allowlist enable row level security;
-- Nobody reads or edits the list through the API except the service role (dashboard, scripts).
revoke all on public.admin_allowlist from anon, authenticated;

-- Helpers that policies use live in a schema the API does not expose, so they cannot be called over /rpc.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

-- Signed in AND the e-mail of the verified JWT is on the allowlist. Security definer: it reads the allowlist,
-- which signed-in users cannot read themselves.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    auth.role() = 'authenticated'
      and auth.uid() is not null
      and exists (
        select 1 from public.admin_allowlist a
        where a.email = lower(btrim(auth.jwt() ->> 'email'))
      ),
    false
  )
$$;
revoke execute on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated;

-- Supabase Auth "before user created" hook (config.toml [auth.hook.before_user_created]). Returning {} allows
-- the sign-up; returning an error object makes Auth answer with that HTTP status and message.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  candidate text := lower(btrim(coalesce(event -> 'user' ->> 'email', '')));
begin
  if candidate <> '' and exists (select 1 from public.admin_allowlist a where a.email = candidate) then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object(
    'error', jsonb_build_object(
      'http_code', 403,
      'message', 'This email address is not authorized for admin access.'
    )
  );
end;
$$;
grant usage on schema public to supabase_auth_admin;
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;

-- Profiles: one per auth user, created from the sign-up metadata's full_name.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (full_name is null or char_length(full_name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;
revoke all on public.profiles from anon, authenticated;
grant select, update (full_name) on public.profiles to authenticated;

create policy "Profiles are readable by their owner"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Profiles are updatable by their owner"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.touch_updated_at() from public, anon, authenticated;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name)
  values (new.id, nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 200), ''));
  return new;
end;
$$;
revoke execute on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();
