-- Housekeeping for the rate limit (docs/decisions/097-rate-limit-cleanup.md). inquiry_attempts only needs the rows
-- of the current window (minutes); older rows are never read again. purge_inquiry_attempts() deletes every row
-- older than `keep` (default one day: well past any window, and a short trail if abuse needs looking into).
--
-- Hosted Supabase: pg_cron runs it every hour (job "purge-inquiry-attempts"; Integrations → Cron lists it).
-- Where pg_cron cannot be created (the local stand-in, a plain Postgres) the migration still applies and says
-- so; the stand-in runs the same function on its own timer (supabase-local/housekeeping.ts).

create or replace function private.purge_inquiry_attempts(keep interval default interval '1 day')
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.inquiry_attempts where created_at < now() - keep returning 1
  )
  select count(*)::integer from gone
$$;
revoke execute on function private.purge_inquiry_attempts(interval) from public, anon, authenticated;
grant execute on function private.purge_inquiry_attempts(interval) to service_role;

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available here: schedule private.purge_inquiry_attempts() another way';
    return;
  end if;
  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    raise notice 'pg_cron could not be created (%): schedule private.purge_inquiry_attempts() another way', sqlerrm;
    return;
  end;
  -- Scheduling by name replaces an existing job of that name, so applying this again is harmless.
  perform cron.schedule(
    'purge-inquiry-attempts',
    '17 * * * *',
    $job$select private.purge_inquiry_attempts()$job$
  );
end
$migration$;
