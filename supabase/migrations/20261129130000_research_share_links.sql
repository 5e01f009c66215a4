-- Issue 45 part 9: the family's read-only links to their research results for relatives (docs/product/research.md,
-- "Sharing the results with relatives"; docs/decisions/270).
--
-- A family makes a link (an optional label, e.g. "for cousin Anna"), sees its live links and stops any of them. Only
-- the SHA-256 of a link's token is kept (the token is shown once, when it is made); a stopped link is kept (revoked_at)
-- so the lead's history and the console still tell what was shared. The research function is the only reader and
-- writer (service role); admins read under RLS. Making and stopping a link are one function each, so the link and
-- the lead's history change together.

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
    select * from (values ('research_shared', 1001301), ('research_unshared', 1001302)) as v
  ) as k;
  alter table public.inquiry_history drop constraint inquiry_history_kind_check;
  execute 'alter table public.inquiry_history add constraint inquiry_history_kind_check check (kind in ('
    || kinds || '))';
end;
$$;

create table public.research_share_links (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  label text check (label is null or char_length(label) between 1 and 60),
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index research_share_links_submission_idx on public.research_share_links (submission_id, created_at);
comment on table public.research_share_links is
  'Read-only links to a family''s published research report for relatives (docs/decisions/270); token hashes only.';

alter table public.research_share_links enable row level security;
revoke all on public.research_share_links from anon, authenticated, service_role;
grant select on public.research_share_links to authenticated;
grant select, insert, update on public.research_share_links to service_role;
create policy "Admins read research share links" on public.research_share_links for select to authenticated
  using ((select private.is_admin()));

-- The family makes a link: only once a version is published, at most `max_live` live links at a time.
create function public.research_share_create(inquiry uuid, link_hash text, link_label text, max_live integer)
returns table (outcome text, link_id uuid, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  new_id uuid;
  made timestamptz;
begin
  perform 1 from public.form_submissions f where f.id = inquiry for update;
  if not found then
    return query select 'not_found'::text, null::uuid, null::timestamptz;
    return;
  end if;
  if not exists (select 1 from public.research_reports r where r.submission_id = inquiry) then
    return query select 'not_published'::text, null::uuid, null::timestamptz;
    return;
  end if;
  if (select count(*) from public.research_share_links l
      where l.submission_id = inquiry and l.revoked_at is null) >= max_live then
    return query select 'too_many'::text, null::uuid, null::timestamptz;
    return;
  end if;
  insert into public.research_share_links (submission_id, token_hash, label)
    values (inquiry, link_hash, nullif(btrim(link_label), ''))
    returning id, research_share_links.created_at into new_id, made;
  insert into public.inquiry_history (submission_id, kind, to_value, actor_name)
    values (inquiry, 'research_shared', coalesce(nullif(btrim(link_label), ''), ''), 'the family');
  return query select 'ok'::text, new_id, made;
end;
$$;

-- The family stops a link of theirs (another family's link, or one already stopped, is `not_found`).
create function public.research_share_revoke(inquiry uuid, link uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  stopped public.research_share_links;
begin
  update public.research_share_links l set revoked_at = now()
    where l.id = link and l.submission_id = inquiry and l.revoked_at is null
    returning * into stopped;
  if not found then
    return 'not_found';
  end if;
  insert into public.inquiry_history (submission_id, kind, to_value, actor_name)
    values (inquiry, 'research_unshared', coalesce(stopped.label, ''), 'the family');
  return 'ok';
end;
$$;

revoke execute on function public.research_share_create(uuid, text, text, integer) from public, anon, authenticated;
revoke execute on function public.research_share_revoke(uuid, uuid) from public, anon, authenticated;
grant execute on function public.research_share_create(uuid, text, text, integer) to service_role;
grant execute on function public.research_share_revoke(uuid, uuid) to service_role;
