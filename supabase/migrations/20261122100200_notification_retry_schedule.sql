-- Issue 12: the notification retry job, every minute (docs/decisions/082-notification-retry.md).
-- On hosted Supabase, pg_cron runs a job that calls the edge function's retry path with pg_net; the function
-- sends the inquiries' pending e-mails that are due. The job reads two Vault secrets, created once per project:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<the value of the function secret NOTIFICATION_RETRY_SECRET>', 'notification_retry_secret');
-- Until both exist, the job does nothing. Where pg_cron or pg_net is not available (the local stand-in on PGlite
-- or on a plain PostgreSQL server), nothing is scheduled here: the stand-in calls the same path every minute
-- in-process.

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the notification retry job is not scheduled in this database';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  execute $schedule$
    select cron.schedule(
      'send-form-notification-retry',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/send-form-notification/retry',
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
      $job$
    )
  $schedule$;
end
$migration$;
