-- Guards for the send-form-notification function (issue 5, docs/decisions/040-lead-capture-function.md).
-- 1. request_hash: a SHA-256 of the normalised request, so a reused submission key with a different body is a 409.
-- 2. inquiry_attempts: rate-limit bookkeeping (per IP hash and per e-mail hash; never raw IPs or e-mails).
--    Only the function (service role) touches it: RLS on, no policy, nothing granted to anon or authenticated.

alter table public.form_submissions add column if not exists request_hash text;

create table if not exists public.inquiry_attempts (
  id bigint generated always as identity primary key,
  ip_hash text not null,
  email_hash text not null,
  created_at timestamptz not null default now()
);

create index if not exists inquiry_attempts_ip_hash_created_at_idx on public.inquiry_attempts (ip_hash, created_at desc);
create index if not exists inquiry_attempts_email_hash_created_at_idx on public.inquiry_attempts (email_hash, created_at desc);

alter table public.inquiry_attempts enable row level security;
revoke all on table public.inquiry_attempts from anon, authenticated;
grant select, insert, delete on table public.inquiry_attempts to service_role;
