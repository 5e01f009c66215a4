-- Local seed (applied after the migrations by `supabase start` / `supabase db reset` and by the stand-in).
-- The three team addresses; they match VITE_ADMIN_EMAILS in .env.example. Production manages the list with
-- the service role (SQL editor), not with this file.
insert into public.admin_allowlist (email) values
  ('giulia@radici.example'),
  ('marco@radici.example'),
  ('sofia@radici.example')
on conflict (email) do nothing;
