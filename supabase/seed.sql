-- Local seed (applied after the migrations by `supabase start` / `supabase db reset` and by the stand-in).
-- The three team addresses; they match VITE_ADMIN_EMAILS in .env.example. Production manages the list with
-- the service role (SQL editor), not with this file.
insert into public.admin_allowlist (email) values
  ('giulia@radici.example'),
  ('marco@radici.example'),
  ('sofia@radici.example')
on conflict (email) do nothing;

-- Issue 24: the three demo team members' calendars (sample hours and sample meeting links, local use only):
-- weekdays 09:00–13:00 and 14:00–19:00 Rome time, and Marco and Sofia also 19:00–22:00 (Rome evenings are the
-- mornings of the families in the Americas: 1:00–4:00 PM in New York, 10:00 AM–1:00 PM in Los Angeles), so a
-- newcomer can book a call on a fresh `npm run dev` and a New York family is offered morning times first
-- (docs/product/booking.md, 'The picker').
insert into public.team_calendars (member_email, display_name, meeting_url) values
  ('giulia@radici.example', 'Giulia', 'https://meet.radici.example/giulia'),
  ('marco@radici.example', 'Marco', 'https://meet.radici.example/marco'),
  ('sofia@radici.example', 'Sofia', 'https://meet.radici.example/sofia')
on conflict (member_email) do nothing;
insert into public.team_weekly_hours (member_email, weekday, starts, ends)
select m.email, d.weekday, r.starts, r.ends
  from (values ('giulia@radici.example'), ('marco@radici.example'), ('sofia@radici.example')) m (email)
 cross join generate_series(1, 5) d (weekday)
 cross join (values (time '09:00', time '13:00'), (time '14:00', time '19:00'), (time '19:00', time '22:00')) r (starts, ends)
 where (r.starts < time '19:00' or m.email <> 'giulia@radici.example')
   and not exists (select 1 from public.team_weekly_hours w where w.member_email = m.email);
