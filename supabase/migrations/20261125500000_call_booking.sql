-- Issue 24: the family books its first video call (docs/decisions/160-call-booking.md).
-- Team availability (weekly hours in Europe/Rome, date overrides, meeting link), shared booking settings, the
-- calls themselves (every instant a timestamptz; a per-member exclusion constraint so two calls never overlap),
-- and the calls' e-mails (an outbox sent and retried like the inquiry e-mails, ADR 082).
-- Team members are keyed by their allowlist address, so the seed can give hours to people who have not signed up.
-- Grants are explicit (ADR 095); anon gets nothing: the family books only through the book-call function.

create extension if not exists btree_gist with schema extensions;

-- 1. Availability ---------------------------------------------------------------------------------------------
create table public.team_calendars (
  member_email text primary key references public.admin_allowlist (email) on delete cascade on update cascade,
  display_name text check (display_name is null or char_length(display_name) between 1 and 100),
  meeting_url text check (meeting_url is null or (meeting_url ~ '^https://[^\s]+$' and char_length(meeting_url) <= 500)),
  updated_at timestamptz not null default now()
);
comment on table public.team_calendars is 'Per team member: the name shown to families and their own video room URL.';

create table public.team_weekly_hours (
  id bigint generated always as identity primary key,
  member_email text not null references public.admin_allowlist (email) on delete cascade on update cascade,
  -- ISO weekday: 1 Monday … 7 Sunday; times are Europe/Rome wall-clock times.
  weekday smallint not null check (weekday between 1 and 7),
  starts time not null,
  ends time not null,
  check (starts < ends)
);
create index team_weekly_hours_member_idx on public.team_weekly_hours (member_email, weekday);
comment on table public.team_weekly_hours is 'Weekly hours in Europe/Rome; several ranges a day are several rows.';

create table public.team_date_overrides (
  id bigint generated always as identity primary key,
  member_email text not null references public.admin_allowlist (email) on delete cascade on update cascade,
  day date not null,
  -- 'off': no calls that Rome day; 'extra': these hours as well (also on a weekend or a national holiday).
  kind text not null check (kind in ('off', 'extra')),
  starts time,
  ends time,
  check ((kind = 'off' and starts is null and ends is null) or (kind = 'extra' and starts < ends))
);
create index team_date_overrides_member_day_idx on public.team_date_overrides (member_email, day);

create table public.booking_settings (
  id boolean primary key default true check (id),
  call_minutes integer not null default 30 check (call_minutes between 10 and 180),
  buffer_minutes integer not null default 15 check (buffer_minutes between 0 and 120),
  notice_hours integer not null default 12 check (notice_hours between 0 and 336),
  window_days integer not null default 30 check (window_days between 1 and 180),
  updated_at timestamptz not null default now()
);
insert into public.booking_settings (id) values (true);
comment on table public.booking_settings is 'One row: call length, gap between calls, minimum notice and booking window.';

-- 2. Calls ------------------------------------------------------------------------------------------------------
create table public.calls (
  id uuid primary key,
  inquiry_id uuid not null references public.form_submissions (id),
  member_email text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- ends_at + the buffer at booking time: the range the exclusion constraint keeps free for this member.
  blocked_until timestamptz not null,
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  -- iCalendar SEQUENCE: raised on every move and on the cancel, so calendars apply the newest version.
  sequence integer not null default 0 check (sequence >= 0),
  idempotency_key text not null unique check (char_length(idempotency_key) between 8 and 100),
  family_time_zone text not null check (char_length(family_time_zone) between 1 and 64),
  meeting_url text,
  -- The inquiry's lead status before the booking: a cancel puts it back.
  previous_lead_status text not null,
  booked_by text not null default 'family' check (booked_by in ('family', 'team')),
  changed_by text check (changed_by is null or changed_by in ('family', 'team')),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (starts_at < ends_at and ends_at <= blocked_until),
  constraint calls_no_overlap exclude using gist (
    member_email with =,
    tstzrange(starts_at, blocked_until, '[)') with &&
  ) where (status = 'booked')
);
create unique index calls_one_booked_per_inquiry on public.calls (inquiry_id) where status = 'booked';
create index calls_member_starts_idx on public.calls (member_email, starts_at) where status = 'booked';
create index calls_starts_idx on public.calls (starts_at) where status = 'booked';
comment on table public.calls is 'Booked video calls; calls_no_overlap keeps each member''s calls (and the gap after them) apart.';

-- 3. The calls' e-mails: an outbox, sent right after the answer and by the retry job (ADR 082) ----------------
create table public.call_emails (
  id bigint generated always as identity primary key,
  call_id uuid not null references public.calls (id),
  kind text not null check (kind in ('invite', 'update', 'cancel', 'reminder_24h', 'reminder_1h')),
  recipient text not null check (recipient in ('family', 'team')),
  -- The call's sequence when queued: a reminder of an older sequence (moved) is never sent.
  sequence integer not null,
  -- The message in the e-mail API's format (from, to, subject, html, text, attachments), built by the function.
  message jsonb not null,
  due_at timestamptz not null default now(),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  tries integer not null default 0,
  error text check (error is null or char_length(error) <= 500),
  retry_at timestamptz,
  claimed_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index call_emails_due_idx on public.call_emails (due_at) where status = 'pending';
create index call_emails_call_idx on public.call_emails (call_id);

-- 4. The history says who booked ------------------------------------------------------------------------------
alter table public.inquiry_history drop constraint inquiry_history_kind_check;
alter table public.inquiry_history add constraint inquiry_history_kind_check
  check (kind in ('created', 'lead_status', 'owner', 'follow_up', 'note', 'cancelled', 'restored', 'email',
                  'link_issued', 'link_revoked', 'story_updated', 'story_deleted', 'call'));

-- 5. Row-level security ------------------------------------------------------------------------------------------
alter table public.team_calendars enable row level security;
alter table public.team_weekly_hours enable row level security;
alter table public.team_date_overrides enable row level security;
alter table public.booking_settings enable row level security;
alter table public.calls enable row level security;
alter table public.call_emails enable row level security;

revoke all on public.team_calendars, public.team_weekly_hours, public.team_date_overrides,
  public.booking_settings, public.calls, public.call_emails from public, anon, authenticated, service_role;

grant select, insert, update, delete on public.team_calendars, public.team_weekly_hours,
  public.team_date_overrides to authenticated;
grant select, update (call_minutes, buffer_minutes, notice_hours, window_days) on public.booking_settings to authenticated;
grant select on public.calls to authenticated;
grant select, insert, update, delete on public.team_calendars, public.team_weekly_hours,
  public.team_date_overrides, public.booking_settings to service_role;
grant select, insert, update on public.calls, public.call_emails to service_role;

-- The signed-in team member's own address (the JWT's, trimmed, lower-case).
create or replace function private.my_email()
returns text
language sql
stable
set search_path = ''
as $$
  select lower(btrim(auth.jwt() ->> 'email'))
$$;
revoke execute on function private.my_email() from public, anon;
grant execute on function private.my_email() to authenticated;

create policy "Admins read calendars" on public.team_calendars for select to authenticated
  using ((select private.is_admin()));
create policy "Members manage their own calendar" on public.team_calendars for all to authenticated
  using ((select private.is_admin()) and member_email = (select private.my_email()))
  with check ((select private.is_admin()) and member_email = (select private.my_email()));

create policy "Admins read weekly hours" on public.team_weekly_hours for select to authenticated
  using ((select private.is_admin()));
create policy "Members manage their own weekly hours" on public.team_weekly_hours for all to authenticated
  using ((select private.is_admin()) and member_email = (select private.my_email()))
  with check ((select private.is_admin()) and member_email = (select private.my_email()));

create policy "Admins read date overrides" on public.team_date_overrides for select to authenticated
  using ((select private.is_admin()));
create policy "Members manage their own date overrides" on public.team_date_overrides for all to authenticated
  using ((select private.is_admin()) and member_email = (select private.my_email()))
  with check ((select private.is_admin()) and member_email = (select private.my_email()));

create policy "Admins read the booking settings" on public.booking_settings for select to authenticated
  using ((select private.is_admin()));
create policy "Admins change the booking settings" on public.booking_settings for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Admins read calls" on public.calls for select to authenticated
  using ((select private.is_admin()));
-- No write policy on calls and nothing at all on call_emails for API roles: the book-call function (service
-- role) writes them through the functions below, one transaction each.

-- 6. Booking, moving and cancelling: each one transaction with its e-mails and the lead status -----------------
-- `emails` is a jsonb array of {kind, recipient, message, due_at?}. Answers a jsonb {outcome, call}.
create or replace function private.call_summary(c public.calls)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', c.id, 'inquiry_id', c.inquiry_id, 'member_email', c.member_email, 'starts_at', c.starts_at,
    'ends_at', c.ends_at, 'status', c.status, 'sequence', c.sequence, 'family_time_zone', c.family_time_zone,
    'meeting_url', c.meeting_url, 'idempotency_key', c.idempotency_key)
$$;
revoke execute on function private.call_summary(public.calls) from public, anon, authenticated;
grant usage on schema private to service_role;
grant execute on function private.call_summary(public.calls) to service_role;

create or replace function private.queue_call_emails(call_row public.calls, emails jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.call_emails (call_id, kind, recipient, sequence, message, due_at)
  select call_row.id, e ->> 'kind', e ->> 'recipient', call_row.sequence, e -> 'message',
         coalesce((e ->> 'due_at')::timestamptz, clock_timestamp())
    from jsonb_array_elements(coalesce(emails, '[]'::jsonb)) e
   where (e ->> 'due_at') is null or (e ->> 'due_at')::timestamptz > clock_timestamp()
$$;
revoke execute on function private.queue_call_emails(public.calls, jsonb) from public, anon, authenticated;
grant execute on function private.queue_call_emails(public.calls, jsonb) to service_role;

create or replace function private.record_call_history(call_row public.calls, verb text, actor text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name)
  values (call_row.inquiry_id, 'call',
    'call ' || verb || ' for '
      || to_char(call_row.starts_at at time zone 'Europe/Rome', 'Dy FMDD Mon YYYY, HH24:MI')
      || ' Rome time by ' || case actor when 'family' then 'the family' else 'the team' end,
    auth.uid(), private.actor_name())
$$;
revoke execute on function private.record_call_history(public.calls, text, text) from public, anon, authenticated;
grant execute on function private.record_call_history(public.calls, text, text) to service_role;

create or replace function public.book_call(call jsonb, emails jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  existing public.calls;
  stored public.calls;
  inquiry public.form_submissions;
  actor text := coalesce(call ->> 'booked_by', 'family');
begin
  -- A re-sent request (same key) answers with the booking it made.
  select * into existing from public.calls c where c.idempotency_key = call ->> 'idempotency_key';
  if found then
    if existing.inquiry_id <> (call ->> 'inquiry_id')::uuid then
      return jsonb_build_object('outcome', 'key_conflict');
    end if;
    return jsonb_build_object('outcome', 'replayed', 'call', private.call_summary(existing));
  end if;

  -- One decision per inquiry at a time.
  select * into inquiry from public.form_submissions f where f.id = (call ->> 'inquiry_id')::uuid for update;
  if not found then
    return jsonb_build_object('outcome', 'no_inquiry');
  end if;
  -- The same key may have committed while this request waited for the lock.
  select * into existing from public.calls c where c.idempotency_key = call ->> 'idempotency_key';
  if found then
    return jsonb_build_object('outcome', 'replayed', 'call', private.call_summary(existing));
  end if;
  select * into existing from public.calls c where c.inquiry_id = inquiry.id and c.status = 'booked';
  if found then
    return jsonb_build_object('outcome', 'already_booked', 'call', private.call_summary(existing));
  end if;

  begin
    insert into public.calls (id, inquiry_id, member_email, starts_at, ends_at, blocked_until, idempotency_key,
                              family_time_zone, meeting_url, previous_lead_status, booked_by)
    values ((call ->> 'id')::uuid, inquiry.id, call ->> 'member_email', (call ->> 'starts_at')::timestamptz,
            (call ->> 'ends_at')::timestamptz, (call ->> 'blocked_until')::timestamptz,
            call ->> 'idempotency_key', call ->> 'family_time_zone', call ->> 'meeting_url',
            inquiry.lead_status, actor)
    returning * into stored;
  exception
    when exclusion_violation then
      return jsonb_build_object('outcome', 'taken');
  end;

  if inquiry.lead_status <> 'call_scheduled' then
    update public.form_submissions set lead_status = 'call_scheduled' where id = inquiry.id;
  end if;
  perform private.record_call_history(stored, 'booked', actor);
  perform private.queue_call_emails(stored, emails);
  return jsonb_build_object('outcome', 'booked', 'call', private.call_summary(stored));
end;
$$;

-- Moves a booked call (same UID, sequence + 1); the old call's pending e-mails (reminders) are skipped.
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
  perform private.record_call_history(stored, 'moved', actor);
  perform private.queue_call_emails(stored, emails);
  return jsonb_build_object('outcome', 'moved', 'call', private.call_summary(stored));
end;
$$;

-- Cancels a call (sequence + 1); its pending reminders are skipped and the lead status goes back to what it was
-- before the booking, unless someone has changed it since.
create or replace function public.cancel_call(call_id uuid, actor text, emails jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  current_row public.calls;
  stored public.calls;
begin
  select * into current_row from public.calls c where c.id = call_id for update;
  if not found then return jsonb_build_object('outcome', 'not_found'); end if;
  if current_row.status = 'cancelled' then
    return jsonb_build_object('outcome', 'cancelled', 'call', private.call_summary(current_row));
  end if;
  update public.calls c
     set status = 'cancelled', sequence = c.sequence + 1, changed_by = actor, cancelled_at = now(),
         updated_at = now()
   where c.id = call_id
  returning * into stored;
  update public.call_emails e set status = 'skipped'
   where e.call_id = stored.id and e.status = 'pending' and e.kind in ('reminder_24h', 'reminder_1h');
  update public.form_submissions f set lead_status = stored.previous_lead_status
   where f.id = stored.inquiry_id and f.lead_status = 'call_scheduled';
  perform private.record_call_history(stored, 'cancelled', actor);
  perform private.queue_call_emails(stored, emails);
  return jsonb_build_object('outcome', 'cancelled', 'call', private.call_summary(stored));
end;
$$;

-- The outbox: claim due e-mails (SKIP LOCKED; a reminder only while its call is booked at that sequence), and
-- record the outcome of each (sent; failed after max_tries; else retried at base · 2^(tries − 1), ≤ 6 h).
create or replace function public.claim_call_emails(batch_size integer, claim_seconds integer, only_call uuid default null)
returns table (id bigint, call_id uuid, kind text, recipient text, message jsonb, tries integer)
language sql
security invoker
set search_path = ''
as $$
  update public.call_emails e
     set claimed_until = clock_timestamp() + make_interval(secs => claim_seconds)
   where e.id in (
     select o.id
       from public.call_emails o
       join public.calls c on c.id = o.call_id
      where o.status = 'pending'
        and o.due_at <= clock_timestamp()
        and coalesce(o.retry_at, o.due_at) <= clock_timestamp()
        and (o.claimed_until is null or o.claimed_until <= clock_timestamp())
        and (only_call is null or o.call_id = only_call)
        and (o.kind not in ('reminder_24h', 'reminder_1h')
             or (c.status = 'booked' and c.sequence = o.sequence and c.starts_at > clock_timestamp()))
      order by o.due_at, o.id
      limit batch_size
      for update of o skip locked
   )
  returning e.id, e.call_id, e.kind, e.recipient, e.message, e.tries
$$;

create or replace function public.record_call_email(email_id bigint, ok boolean, failure text, max_tries integer, base_seconds integer)
returns text
language sql
security invoker
set search_path = ''
as $$
  update public.call_emails e
     set tries = e.tries + 1,
         status = case when ok then 'sent' when e.tries + 1 >= max_tries then 'failed' else 'pending' end,
         error = case when ok then null else left(coalesce(failure, 'failed'), 500) end,
         sent_at = case when ok then clock_timestamp() else e.sent_at end,
         retry_at = case when ok then null else clock_timestamp() + least(
           make_interval(secs => base_seconds * power(2, e.tries)), interval '6 hours') end,
         claimed_until = null
   where e.id = email_id
  returning e.status
$$;

-- Reminders of calls that were moved or cancelled are skipped by the claim's condition; this keeps them from
-- lingering as 'pending' when the job runs.
create or replace function public.skip_stale_call_reminders()
returns integer
language sql
security invoker
set search_path = ''
as $$
  with skipped as (
    update public.call_emails e set status = 'skipped'
      from public.calls c
     where c.id = e.call_id and e.status = 'pending' and e.kind in ('reminder_24h', 'reminder_1h')
       and (c.status <> 'booked' or c.sequence <> e.sequence or c.starts_at <= clock_timestamp())
    returning 1)
  select count(*)::integer from skipped
$$;

revoke execute on function public.book_call(jsonb, jsonb) from public, anon, authenticated;
revoke execute on function public.move_call(uuid, integer, jsonb, jsonb) from public, anon, authenticated;
revoke execute on function public.cancel_call(uuid, text, jsonb) from public, anon, authenticated;
revoke execute on function public.claim_call_emails(integer, integer, uuid) from public, anon, authenticated;
revoke execute on function public.record_call_email(bigint, boolean, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.skip_stale_call_reminders() from public, anon, authenticated;
grant execute on function public.book_call(jsonb, jsonb) to service_role;
grant execute on function public.move_call(uuid, integer, jsonb, jsonb) to service_role;
grant execute on function public.cancel_call(uuid, text, jsonb) to service_role;
grant execute on function public.claim_call_emails(integer, integer, uuid) to service_role;
grant execute on function public.record_call_email(bigint, boolean, text, integer, integer) to service_role;
grant execute on function public.skip_stale_call_reminders() to service_role;

-- What the slot engine needs, in one round trip: the settings, the team (with hours, overrides and booked calls
-- from `since`), and the inquiry's owner's address. Security definer: the owner's address is in auth.users.
create or replace function public.booking_context(inquiry uuid, since timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'settings', (select to_jsonb(s) - 'id' - 'updated_at' from public.booking_settings s),
    'inquiry', (select jsonb_build_object('id', f.id, 'name', f.name, 'first_name', f.first_name,
                                          'email', f.email, 'status', f.status, 'lead_status', f.lead_status,
                                          'owner_email', lower(btrim(u.email)))
                  from public.form_submissions f left join auth.users u on u.id = f.owner_id
                 where f.id = inquiry),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
        'email', a.email,
        'name', coalesce(tc.display_name, nullif(btrim(p.full_name), ''), split_part(a.email, '@', 1)),
        'meeting_url', tc.meeting_url,
        'weekly', coalesce((select jsonb_agg(jsonb_build_object('weekday', w.weekday, 'starts', to_char(w.starts, 'HH24:MI'),
                                                                'ends', to_char(w.ends, 'HH24:MI')) order by w.weekday, w.starts)
                              from public.team_weekly_hours w where w.member_email = a.email), '[]'::jsonb),
        'overrides', coalesce((select jsonb_agg(jsonb_build_object('day', o.day, 'kind', o.kind,
                                                                   'starts', to_char(o.starts, 'HH24:MI'),
                                                                   'ends', to_char(o.ends, 'HH24:MI')) order by o.day)
                                 from public.team_date_overrides o
                                where o.member_email = a.email and o.day >= (since at time zone 'Europe/Rome')::date - 1),
                              '[]'::jsonb),
        'calls', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'starts_at', c.starts_at,
                                                               'blocked_until', c.blocked_until) order by c.starts_at)
                             from public.calls c
                            where c.member_email = a.email and c.status = 'booked'
                              and c.blocked_until > since - interval '7 days'), '[]'::jsonb)
      ) order by a.email)
      from public.admin_allowlist a
      left join public.team_calendars tc on tc.member_email = a.email
      left join auth.users u on lower(btrim(u.email)) = a.email
      left join public.profiles p on p.id = u.id
      where exists (select 1 from public.team_weekly_hours w where w.member_email = a.email)
         or exists (select 1 from public.team_date_overrides o where o.member_email = a.email and o.kind = 'extra')
    ), '[]'::jsonb)
  )
$$;
revoke execute on function public.booking_context(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.booking_context(uuid, timestamptz) to service_role;
