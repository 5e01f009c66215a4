-- Issue 50: the console read every sharing choice as "not shared". agency_sharing_choose wrote its history line with
-- concat(), which prints a boolean as 't' / 'f', while the console looked for 'true'. The line is now written with
-- the booleans as text ('true' / 'false'), names the agency, and keeps the previous choice for that agency in
-- from_value, so the history can say when the health consent was given or withdrawn (docs/decisions/246).
-- The inquiry history is append-only: lines written before keep their 't' / 'f', which the console reads as well.
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
  if exists (select 1 from public.agency_handoffs h where h.submission_id = inquiry and h.state = 'accepted') then
    return 'locked';
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
