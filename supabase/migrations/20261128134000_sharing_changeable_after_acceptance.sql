-- Issue 50 item 2: the family's sharing choices stay changeable after the agency accepts (docs/decisions/254).
-- A consent (the health and access notes: GDPR Art. 9(2)(a)) must be as easy to withdraw as to give, at any time
-- (Art. 7(3)); the agency's page already reads the newest choice for that agency at each view, so a change after
-- acceptance applies from the agency's next view. The function is the one of migration 20261128124000 without the
-- 'locked' refusal; the history line keeps its form (agency=…, ancestors=true|false, health=true|false).
create or replace function public.agency_sharing_choose(
  inquiry uuid, agency text, ancestors boolean, health boolean, shown_wording text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous public.agency_sharing;
begin
  perform 1 from public.form_submissions f where f.id = inquiry for update;
  if not found then
    return 'not_found';
  end if;
  select * into previous from public.agency_sharing s
    where s.submission_id = inquiry and s.agency_id = agency order by s.chosen_at desc, s.id desc limit 1;
  insert into public.agency_sharing (submission_id, agency_id, share_ancestors, share_health, wording)
    values (inquiry, agency, ancestors, health, shown_wording);
  insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_name)
    values (inquiry, 'sharing_changed',
            case when previous.id is not null then
              'agency=' || agency || ', ancestors=' || previous.share_ancestors::text
                || ', health=' || previous.share_health::text
            end,
            'agency=' || agency || ', ancestors=' || ancestors::text || ', health=' || health::text,
            'Family');
  return 'ok';
end;
$$;
revoke execute on function public.agency_sharing_choose(uuid, text, boolean, boolean, text)
  from public, anon, authenticated;
grant execute on function public.agency_sharing_choose(uuid, text, boolean, boolean, text) to service_role;
