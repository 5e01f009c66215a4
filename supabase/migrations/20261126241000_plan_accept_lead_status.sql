-- Issue 32, a fix to accept_plan (20261126240000; docs/decisions/220, docs/product/plan.md):
-- 1. the lead_status history entry is written once, by the form_submissions trigger (it wrote a second, by hand);
-- 2. only a lead before the plan's step (new, contacted, call_scheduled) moves to plan_accepted: a lead already
--    researching, matched, booked or closed keeps its status (the acceptance is still recorded in the history).
create or replace function public.accept_plan(inquiry uuid, version_id uuid, name text, user_agent text,
                                              address_hash text)
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
                                       user_agent, address_hash)
  values (version_id, inquiry, btrim(name), true, current_version.content_hash, left(user_agent, 500),
          address_hash);
  insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_name)
  values (inquiry, 'plan_accepted', null, 'v' || current_version.version || ' by ' || btrim(name), 'the family');
  -- The trigger on form_submissions records the lead_status change (actor: the service role).
  update public.form_submissions f set lead_status = 'plan_accepted'
   where f.id = inquiry and f.lead_status in ('new', 'contacted', 'call_scheduled');
  return jsonb_build_object('outcome', 'accepted', 'version', current_version.version);
end;
$$;
revoke execute on function public.accept_plan(uuid, uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.accept_plan(uuid, uuid, text, text, text) to service_role;
