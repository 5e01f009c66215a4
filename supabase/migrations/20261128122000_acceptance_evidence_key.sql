-- Issue 44 item 5: the acceptance evidence's address hash is keyed with its own secret (ACCEPTANCE_EVIDENCE_KEY),
-- never the server's API key, and each record keeps the id of the key that made it, so a rotated key leaves the
-- old records verifiable with their own key (docs/decisions/242-stripe-host-and-evidence-key.md).
-- 1. plan_acceptances.address_key_id: the key's id (16 hex digits, a fingerprint of the key: the journey
--    function's evidence.ts), present exactly when the address hash is. The records made before were keyed with
--    the server's API key of their time: 'legacy-server-key'.
-- 2. accept_plan takes the key id beside the hash (the same function as 20261126241000 otherwise).
alter table public.plan_acceptances add column address_key_id text
  check (address_key_id ~ '^([0-9a-f]{16}|legacy-server-key)$');
comment on column public.plan_acceptances.address_key_id is
  'The id of the ACCEPTANCE_EVIDENCE_KEY that keyed address_hash (legacy-server-key: the API key before issue 44).';
update public.plan_acceptances set address_key_id = 'legacy-server-key' where address_hash is not null;
alter table public.plan_acceptances add constraint plan_acceptances_address_key_id_with_hash
  check ((address_hash is null) = (address_key_id is null));

drop function public.accept_plan(uuid, uuid, text, text, text);
create function public.accept_plan(inquiry uuid, version_id uuid, name text, user_agent text,
                                   address_hash text, address_key_id text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current_version public.plan_versions;
begin
  if auth.role() is distinct from 'service_role' then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('plan:' || inquiry::text, 0));
  if exists (select 1 from public.plan_versions v where v.submission_id = inquiry and v.state = 'accepted') then
    return jsonb_build_object('outcome', 'already_accepted');
  end if;
  select * into current_version from public.plan_versions v
   where v.submission_id = inquiry and v.state = 'sent' for update;
  if not found or current_version.id <> version_id then
    return jsonb_build_object('outcome', 'not_current');
  end if;
  if current_version.valid_until < (now() at time zone 'Europe/Rome')::date then
    return jsonb_build_object('outcome', 'expired');
  end if;
  update public.plan_versions v set state = 'accepted', accepted_at = now() where v.id = version_id;
  insert into public.plan_acceptances (plan_version_id, submission_id, accepted_name, terms_accepted, content_hash,
                                       user_agent, address_hash, address_key_id)
  values (version_id, inquiry, btrim(name), true, current_version.content_hash, left(user_agent, 500),
          address_hash, address_key_id);
  insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_name)
  values (inquiry, 'plan_accepted', null, 'v' || current_version.version || ' by ' || btrim(name), 'the family');
  -- The trigger on form_submissions records the lead_status change (actor: the service role).
  update public.form_submissions f set lead_status = 'plan_accepted'
   where f.id = inquiry and f.lead_status in ('new', 'contacted', 'call_scheduled');
  return jsonb_build_object('outcome', 'accepted', 'version', current_version.version);
end;
$$;
revoke execute on function public.accept_plan(uuid, uuid, text, text, text, text) from public, anon, authenticated;
grant execute on function public.accept_plan(uuid, uuid, text, text, text, text) to service_role;
