-- Issue 22: each inquiry's private link (docs/decisions/150-private-links.md).
-- The family reaches its private pages (/journey/{token}; later the call booking) through one secret token per
-- inquiry. Only the token's SHA-256 hash is stored; the token itself exists in the family's e-mail and browser.
-- A link is valid for 180 days from its last use; issuing a new one replaces the old one (one row per inquiry);
-- the team can revoke it. Only the edge functions (service role) resolve a link; `anon` has no grant at all.

create table public.private_links (
  submission_id uuid primary key references public.form_submissions (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_by uuid,
  revoked_by_name text
);
comment on table public.private_links is
  'One private link per inquiry: the SHA-256 hash of its token (never the token), valid 180 days from last use.';

alter table public.private_links enable row level security;
revoke all on public.private_links from anon, authenticated, service_role;
-- The team sees a link's state, never its hash; the functions (service role) go through the functions below.
grant select (submission_id, created_at, last_used_at, revoked_at, revoked_by_name)
  on public.private_links to authenticated;
grant select, insert, update, delete on public.private_links to service_role;

create policy "Admins read private links"
  on public.private_links for select to authenticated
  using ((select private.is_admin()));

-- The history learns about links (and, for the journey page, stories).
alter table public.inquiry_history drop constraint inquiry_history_kind_check;
alter table public.inquiry_history add constraint inquiry_history_kind_check
  check (kind in ('created', 'lead_status', 'owner', 'follow_up', 'note', 'cancelled', 'restored', 'email',
                  'link_issued', 'link_revoked', 'story_updated', 'story_deleted'));

-- How long a link lives after its last use. One place: the functions below read it.
create or replace function private.private_link_valid_for()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '180 days' $$;
revoke execute on function private.private_link_valid_for() from public, anon, authenticated;

-- Issues (or replaces) the inquiry's link. The caller made the token and passes its hash only.
-- The service role (the inquiry function, 'send me my link again') and signed-in admins may call it.
create or replace function public.issue_private_link(inquiry uuid, link_hash text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issued timestamptz := clock_timestamp();
begin
  if auth.role() is distinct from 'service_role' and not (select private.is_admin()) then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  if link_hash is null or link_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'link_hash must be a SHA-256 hex digest' using errcode = '22023';
  end if;
  if not exists (select 1 from public.form_submissions f where f.id = inquiry) then
    raise exception 'no such inquiry' using errcode = '23503';
  end if;
  insert into public.private_links (submission_id, token_hash, created_at, last_used_at)
  values (inquiry, link_hash, issued, issued)
  on conflict (submission_id) do update
    set token_hash = excluded.token_hash, created_at = issued, last_used_at = issued,
        revoked_at = null, revoked_by = null, revoked_by_name = null;
  insert into public.inquiry_history (submission_id, kind, actor_id, actor_name)
  values (inquiry, 'link_issued', auth.uid(), private.actor_name());
  return issued;
end;
$$;
revoke execute on function public.issue_private_link(uuid, text) from public, anon, authenticated;
grant execute on function public.issue_private_link(uuid, text) to authenticated, service_role;

-- The team revokes a link: it stops working at once. Returns false when the inquiry has no live link.
create or replace function public.revoke_private_link(inquiry uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if auth.role() is distinct from 'service_role' and not (select private.is_admin()) then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  update public.private_links
     set revoked_at = now(), revoked_by = auth.uid(), revoked_by_name = private.actor_name()
   where submission_id = inquiry and revoked_at is null;
  if not found then
    return false;
  end if;
  insert into public.inquiry_history (submission_id, kind, actor_id, actor_name)
  values (inquiry, 'link_revoked', auth.uid(), private.actor_name());
  return true;
end;
$$;
revoke execute on function public.revoke_private_link(uuid) from public, anon, authenticated;
grant execute on function public.revoke_private_link(uuid) to authenticated, service_role;

-- Resolves a token's hash to its inquiry and records the use (which extends the link's life). No row for an
-- unknown, revoked or expired link; the caller cannot tell which (nor can whoever it answers).
-- Only the service role (the edge functions, after hashing the token they received).
create or replace function public.resolve_private_link(link_hash text)
returns table (submission_id uuid, token_hash text, last_used_at timestamptz)
language sql
volatile
security definer
set search_path = ''
as $$
  update public.private_links l
     set last_used_at = clock_timestamp()
   where l.token_hash = link_hash
     and l.revoked_at is null
     and l.last_used_at > clock_timestamp() - private.private_link_valid_for()
  returning l.submission_id, l.token_hash, l.last_used_at
$$;
revoke execute on function public.resolve_private_link(text) from public, anon, authenticated;
grant execute on function public.resolve_private_link(text) to service_role;
