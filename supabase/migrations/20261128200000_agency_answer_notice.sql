-- The team is told when an agency answers (docs/product/agency-handoff.md, "E-mails"; docs/decisions/256).
-- team_told_at records the team's e-mail about the agency's answer: set once it has gone out, so the deadline job
-- sends what a failed send left behind, and never a second one.
alter table public.agency_handoffs add column team_told_at timestamptz;
-- Answers given before this e-mail existed are not told now: the job would otherwise send them all at once.
update public.agency_handoffs set team_told_at = answered_at where answered_at is not null;

-- Who hears about a lead: its owner's address (auth.users), or null when the lead has no owner (the caller then
-- writes to the team's address). Security definer: the address is in auth.users; the service role only.
create or replace function public.lead_owner_email(inquiry uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(lower(btrim(u.email)), '')
    from public.form_submissions f join auth.users u on u.id = f.owner_id
   where f.id = inquiry;
$$;
revoke execute on function public.lead_owner_email(uuid) from public, anon, authenticated;
grant execute on function public.lead_owner_email(uuid) to service_role;
