-- Issue 38, one voice: a moved call's history entry names the time it moved from
-- (docs/product/booking.md, "Rules"): `call moved from Mon 30 Nov 2026, 15:00 to Tue 1 Dec 2026, 10:00 Rome time by
-- the family`. move_call is the same as in 20261125500000_call_booking.sql but for that entry.

-- One format for a call's Rome time in the history: 'Mon 30 Nov 2026, 15:00'.
create or replace function private.rome_call_time(instant timestamptz)
returns text
language sql
stable
set search_path = ''
as $$ select to_char(instant at time zone 'Europe/Rome', 'Dy FMDD Mon YYYY, HH24:MI') $$;
revoke execute on function private.rome_call_time(timestamptz) from public, anon, authenticated;
grant execute on function private.rome_call_time(timestamptz) to service_role;

-- The history entry of a move, written with the definer's rights as record_call_history's are.
create or replace function private.record_call_move(call_row public.calls, previous timestamptz, actor text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name)
  values (call_row.inquiry_id, 'call',
    'call moved from ' || private.rome_call_time(previous) || ' to ' || private.rome_call_time(call_row.starts_at)
      || ' Rome time by ' || case actor when 'family' then 'the family' else 'the team' end,
    auth.uid(), private.actor_name())
$$;
revoke execute on function private.record_call_move(public.calls, timestamptz, text) from public, anon, authenticated;
grant execute on function private.record_call_move(public.calls, timestamptz, text) to service_role;

create or replace function public.move_call(call_id uuid, from_sequence integer, target jsonb, emails jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  current_row public.calls;
  stored public.calls;
  actor text := coalesce(target ->> 'changed_by', 'family');
begin
  select * into current_row from public.calls c where c.id = call_id for update;
  if not found then return jsonb_build_object('outcome', 'not_found'); end if;
  if current_row.status <> 'booked' then
    return jsonb_build_object('outcome', 'cancelled', 'call', private.call_summary(current_row));
  end if;
  if current_row.sequence <> from_sequence then
    -- A re-sent move that already happened answers as the first time.
    if current_row.starts_at = (target ->> 'starts_at')::timestamptz then
      return jsonb_build_object('outcome', 'moved', 'call', private.call_summary(current_row));
    end if;
    return jsonb_build_object('outcome', 'stale', 'call', private.call_summary(current_row));
  end if;
  begin
    update public.calls c
       set starts_at = (target ->> 'starts_at')::timestamptz,
           ends_at = (target ->> 'ends_at')::timestamptz,
           blocked_until = (target ->> 'blocked_until')::timestamptz,
           member_email = coalesce(target ->> 'member_email', c.member_email),
           meeting_url = coalesce(target ->> 'meeting_url', c.meeting_url),
           sequence = c.sequence + 1,
           changed_by = actor,
           updated_at = now()
     where c.id = call_id
    returning * into stored;
  exception
    when exclusion_violation then
      return jsonb_build_object('outcome', 'taken');
  end;
  update public.call_emails e set status = 'skipped'
   where e.call_id = stored.id and e.status = 'pending' and e.kind in ('reminder_24h', 'reminder_1h');
  perform private.record_call_move(stored, current_row.starts_at, actor);
  perform private.queue_call_emails(stored, emails);
  return jsonb_build_object('outcome', 'moved', 'call', private.call_summary(stored));
end;
$$;
revoke execute on function public.move_call(uuid, integer, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.move_call(uuid, integer, jsonb, jsonb) to service_role;
