-- Explicit grants for a project without automatic grants in `public` (docs/decisions/095-explicit-grants.md).
-- Projects created since 30 May 2026, and the current Supabase CLI, no longer grant a new `public` table to
-- anon, authenticated and service_role. The service role (dashboard scripts, the team's own tooling) is the
-- only way to maintain the admin allowlist; without this grant it would get "permission denied" like anyone.
-- Idempotent; on an older project that still has the automatic grants it narrows them to the same state.

revoke all on table public.admin_allowlist from anon, authenticated, service_role;
grant select, insert, update, delete on table public.admin_allowlist to service_role;
