-- Issue 24: the database enforces the booking rules it can (docs/decisions/162-booking-rules-in-the-database.md).
-- The book-call function checks every rule against fresh slots first; this trigger refuses a call that breaks the
-- rules below whatever path writes it (a bug in the function, a hand-made insert, a future caller):
--   call_length   the call lasts booking_settings.call_minutes (every call, the team's too);
--   call_gap      the range it blocks reaches at least buffer_minutes past its end;
--   call_too_soon a booking made or moved by the family starts at least notice_hours after now();
--   call_too_far  … and before the booking window's end (now() + window_days).
-- Weekly hours, date overrides and Italy's national holidays stay in the function (date-holidays; ADR 162).
-- Each refusal is SQLSTATE 23514 (check_violation) with the rule's name as the message and a sentence as the hint;
-- the transaction (the call, its e-mails, the lead status) is rolled back whole.

create or replace function private.enforce_call_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  settings public.booking_settings;
  by_family boolean;
begin
  if new.status <> 'booked' then
    return new;
  end if;
  -- A change that keeps the times (a cancel, a new meeting link) is not a booking.
  if tg_op = 'UPDATE' and new.starts_at = old.starts_at and new.ends_at = old.ends_at
     and new.blocked_until = old.blocked_until and old.status = 'booked' then
    return new;
  end if;
  select * into settings from public.booking_settings s where s.id;
  if new.ends_at - new.starts_at <> make_interval(mins => settings.call_minutes) then
    raise exception using errcode = 'check_violation', constraint = 'calls_booking_rules',
      message = 'call_length',
      hint = format('A call lasts %s minutes.', settings.call_minutes);
  end if;
  if new.blocked_until < new.ends_at + make_interval(mins => settings.buffer_minutes) then
    raise exception using errcode = 'check_violation', constraint = 'calls_booking_rules',
      message = 'call_gap',
      hint = format('A call keeps the next %s minutes free.', settings.buffer_minutes);
  end if;
  by_family := case when tg_op = 'INSERT' then new.booked_by = 'family'
                    else coalesce(new.changed_by, 'family') = 'family' end;
  if by_family then
    if new.starts_at < now() + make_interval(hours => settings.notice_hours) then
      raise exception using errcode = 'check_violation', constraint = 'calls_booking_rules',
        message = 'call_too_soon',
        hint = format('Calls are booked at least %s hours ahead.', settings.notice_hours);
    end if;
    -- Hours, not days: 30 days are 720 hours whatever the session's time zone does with a daylight-saving change.
    if new.starts_at >= now() + make_interval(hours => settings.window_days * 24) then
      raise exception using errcode = 'check_violation', constraint = 'calls_booking_rules',
        message = 'call_too_far',
        hint = format('Calls are booked at most %s days ahead.', settings.window_days);
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.enforce_call_rules() from public, anon, authenticated;

create trigger calls_booking_rules
  before insert or update of starts_at, ends_at, blocked_until, status on public.calls
  for each row execute function private.enforce_call_rules();
comment on trigger calls_booking_rules on public.calls is
  'Length, gap, notice and window of a booking (ADR 162); hours and holidays are the book-call function''s.';
