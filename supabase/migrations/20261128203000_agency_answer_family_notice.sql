-- The family is told when an agency answers (docs/product/agency-handoff.md, "E-mails"; issue 50 item 5).
-- family_told_at records the family's e-mail about the agency's answer, as team_told_at does the team's: set once it
-- has gone out, so the deadline job sends what a failed send left behind, and never a second one.
alter table public.agency_handoffs add column family_told_at timestamptz;
-- Answers given before this e-mail existed are not told now: the job would otherwise send them all at once.
update public.agency_handoffs set family_told_at = answered_at where answered_at is not null;
