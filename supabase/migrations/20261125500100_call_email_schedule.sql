-- Issue 24: the calls' e-mails (invites, updates, cancellations, reminders 24 h and 1 h before) are sent by the
-- book-call function's job every minute, like the inquiry e-mails (docs/decisions/082 and 160): pg_cron calls
-- POST /functions/v1/book-call/retry with pg_net, with the same two Vault secrets (project_url,
-- notification_retry_secret). Where pg_cron or pg_net is not available (the stand-in on PGlite or on a plain
-- PostgreSQL server), nothing is scheduled here: the stand-in calls the same path every minute in-process.

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the call e-mail job is not scheduled in this database';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  execute $schedule$
    select cron.schedule(
      'book-call-emails',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/book-call/retry',
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
