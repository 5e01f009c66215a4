-- Issue 22: uploads the family started and never finished (docs/decisions/155-abandoned-uploads.md).
-- A file is 'pending' from its signed upload URL until its bytes pass the type check. The journey function's
-- job (POST /functions/v1/journey/cleanup) removes pending files older than a day, bytes first (through the
-- Storage API), then rows. pg_cron calls it every hour with pg_net and the Vault secrets the e-mail jobs use
-- (project_url, notification_retry_secret; docs/decisions/082). Where pg_cron or pg_net is not available (the
-- stand-in on PGlite or on a plain PostgreSQL server) nothing is scheduled here: the stand-in calls the same path
-- on its own timer.

-- What the job reads: only the pending files, oldest first.
create index journey_files_pending_idx on public.journey_files (created_at) where status = 'pending';

-- One way to schedule a call of an edge function (the e-mail jobs of 20261122100200 and 20261125500100 spell
-- the same statement out): pg_cron runs pg_net's POST to {project_url}/functions/v1/{path} with the scheduled
-- jobs' secret from Vault, and does nothing until both Vault secrets exist. Dynamic SQL, so the function can be
-- created where pg_cron and pg_net are missing; it is called only where they are installed.
create or replace function private.schedule_function_call(job_name text, schedule text, path text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform cron.schedule(job_name, schedule, format($job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
             || %L,
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets where name = 'notification_retry_secret'
        )
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 30000
    )
    where exists (select 1 from vault.decrypted_secrets where name = 'project_url')
      and exists (select 1 from vault.decrypted_secrets where name = 'notification_retry_secret')
  $job$, '/functions/v1/' || path));
end;
$$;
revoke execute on function private.schedule_function_call(text, text, text) from public, anon, authenticated;

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the abandoned-upload job is not scheduled in this database';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  perform private.schedule_function_call('journey-abandoned-uploads', '23 * * * *', 'journey/cleanup');
end
$migration$;
