-- Issue 50: the lead's stage follows the journey (docs/product/plan.md, "The lead").
-- It stayed `plan_accepted` after the research fee was paid and after the agency accepted. Now:
--   research fee paid (research_payments.state becomes 'paid')  → researching, from any stage before it;
--   the agency accepts the hand-off (agency_handoffs.state becomes 'accepted') → matched, from any stage before it.
-- A lead already further along (or moved there by the team) keeps its stage; a refund or a reassignment does not
-- move it back. Triggers, so that whichever function marks the payment or the answer, the stage follows; the
-- form_submissions trigger writes the lead_status history line (actor: the path that made the change).
create or replace function private.lead_status_follows_journey()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.state is not distinct from new.state then
    return null;
  end if;
  if tg_table_name = 'research_payments' and new.state = 'paid' then
    update public.form_submissions f set lead_status = 'researching'
     where f.id = new.submission_id and f.lead_status in ('new', 'contacted', 'call_scheduled', 'plan_accepted');
  elsif tg_table_name = 'agency_handoffs' and new.state = 'accepted' then
    update public.form_submissions f set lead_status = 'matched'
     where f.id = new.submission_id
       and f.lead_status in ('new', 'contacted', 'call_scheduled', 'plan_accepted', 'researching');
  end if;
  return null;
end;
$$;
revoke execute on function private.lead_status_follows_journey() from public, anon, authenticated;

create trigger research_payments_lead_status
  after insert or update of state on public.research_payments
  for each row execute function private.lead_status_follows_journey();

create trigger agency_handoffs_lead_status
  after insert or update of state on public.agency_handoffs
  for each row execute function private.lead_status_follows_journey();
