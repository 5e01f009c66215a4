-- The e-mails' outcomes in each inquiry's history (docs/decisions/082 and 085): when the team notification or
-- the lead's confirmation is sent, or the retry job gives up on it, the history says so, recorded by the database
-- like every other change (the edge function only updates the statuses).

alter table public.inquiry_history drop constraint inquiry_history_kind_check;
alter table public.inquiry_history add constraint inquiry_history_kind_check
  check (kind in ('created', 'lead_status', 'owner', 'follow_up', 'note', 'cancelled', 'restored', 'email'));

comment on column public.inquiry_history.from_value is
  'The value before the change; for kind ''email'', which e-mail: ''team'' (notification) or ''lead'' (confirmation).';

create or replace function private.form_submissions_record_email_outcome()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text := private.actor_name();
begin
  if new.notification_status is distinct from old.notification_status
     and new.notification_status in ('sent', 'failed') then
    insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name, version)
    values (new.id, 'email', 'team', new.notification_status, auth.uid(), who, new.version);
  end if;
  if new.confirmation_status is distinct from old.confirmation_status
     and new.confirmation_status in ('sent', 'failed') then
    insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name, version)
    values (new.id, 'email', 'lead', new.confirmation_status, auth.uid(), who, new.version);
  end if;
  return null;
end;
$$;
revoke execute on function private.form_submissions_record_email_outcome() from public, anon, authenticated;

create trigger form_submissions_record_email_outcome
  after update of notification_status, confirmation_status on public.form_submissions
  for each row execute function private.form_submissions_record_email_outcome();
