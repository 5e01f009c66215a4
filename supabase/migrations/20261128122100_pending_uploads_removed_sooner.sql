-- Issue 44 item 4: an unfinished upload stops counting toward the family's quota after two hours (the life of its
-- signed upload URL) and is now removed a quarter of an hour later, no longer after a day
-- (docs/decisions/243-files-served-as-what-they-are.md). The journey function's cleanup job, which removes it,
-- runs every 15 minutes instead of every hour, so a pending upload goes at most about two and a half hours after
-- it began. Where pg_cron or pg_net is not available (the stand-in) nothing is scheduled: the stand-in calls the
-- same path every minute.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the abandoned-upload job is not scheduled in this database';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  -- cron.schedule with an existing job's name changes that job's schedule.
  perform private.schedule_function_call('journey-abandoned-uploads', '*/15 * * * *', 'journey/cleanup');
end
$migration$;
