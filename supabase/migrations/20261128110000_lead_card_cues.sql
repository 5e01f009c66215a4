-- Issue 36 item 5 (docs/decisions/225-lead-card-cues-in-one-query.md): the dashboard's cards show the latest plan
-- version's state and the latest hand-off that is not withdrawn (docs/product/plan.md, docs/product/agency-handoff.md).
-- They were read with two queries per card (50 for a page of 25 cards); this answers both for the whole active list
-- in one query, as public.calls_awaiting_outcome() does for the call-outcome cue.
--
-- One row per active inquiry that has a plan version (a hand-off always belongs to a plan version, so an inquiry
-- without a plan has no cue at all). Security invoker: row-level security on form_submissions, plan_versions and
-- agency_handoffs decides what the caller sees (admins only; anyone else gets no rows). Ordered by inquiry id so the
-- console can read it in pages of PostgREST's max_rows.

create index if not exists plan_versions_submission_version_idx
  on public.plan_versions (submission_id, version desc);
create index if not exists agency_handoffs_submission_sent_idx
  on public.agency_handoffs (submission_id, sent_at desc) where state <> 'withdrawn';

create or replace function public.lead_card_cues()
returns table (
  inquiry_id uuid,
  plan_version integer,
  plan_state text,
  handoff_agency_id text,
  handoff_state text,
  handoff_deadline_at timestamptz,
  handoff_overdue_at timestamptz,
  handoff_reference text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.submission_id, p.version, p.state,
         h.agency_id, h.state, h.deadline_at, h.overdue_at, h.reference
    from (
      select distinct on (v.submission_id) v.submission_id, v.version, v.state
        from public.plan_versions v
       order by v.submission_id, v.version desc
    ) p
    join public.form_submissions f on f.id = p.submission_id and f.status = 'active'
    left join lateral (
      select a.agency_id, a.state, a.deadline_at, a.overdue_at, a.reference
        from public.agency_handoffs a
       where a.submission_id = p.submission_id and a.state <> 'withdrawn'
       order by a.sent_at desc
       limit 1
    ) h on true
   order by p.submission_id
$$;
revoke execute on function public.lead_card_cues() from public, anon;
grant execute on function public.lead_card_cues() to authenticated, service_role;
