-- Issue 24: once a call's time has passed, the lead's card asks its owner (or the member who took the call) to
-- record the outcome as a note, until a note is written after the call (docs/product/booking.md).
-- The dashboard lists many cards: this answers, in one query, every active inquiry whose booked call has ended
-- and has no note written since its end. Security invoker: row-level security on calls, form_submissions and
-- inquiry_notes decides what the caller sees (admins only). Whose cue it is (the owner's, else the member's) the
-- console decides with the row's owner_id and member_email (src/features/admin/lib/call-outcome.ts).

create or replace function public.calls_awaiting_outcome()
returns table (
  inquiry_id uuid,
  call_id uuid,
  starts_at timestamptz,
  ends_at timestamptz,
  member_email text,
  owner_id uuid,
  last_note_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.inquiry_id, c.id, c.starts_at, c.ends_at, c.member_email, f.owner_id, n.last_note_at
    from public.calls c
    join public.form_submissions f on f.id = c.inquiry_id
    left join lateral (
      select max(x.created_at) as last_note_at from public.inquiry_notes x where x.submission_id = c.inquiry_id
    ) n on true
   where c.status = 'booked'
     and c.ends_at <= now()
     and f.status = 'active'
     and (n.last_note_at is null or n.last_note_at < c.ends_at)
   order by c.ends_at desc
   limit 500
$$;
revoke execute on function public.calls_awaiting_outcome() from public, anon;
grant execute on function public.calls_awaiting_outcome() to authenticated, service_role;
