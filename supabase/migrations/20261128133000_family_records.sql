-- Records in the family's hands (issue 50 item 5; docs/product/payments.md, "The receipt" and "Refund e-mails";
-- docs/decisions/253-records-in-the-familys-hands.md).
--
-- 1. Each research payment has a receipt number, made by the server when the payment row is made: stable (it never
--    changes, whatever sessions the row takes), unique, and readable: R-<year>-<five digits>. Numbers are never
--    reused; a payment that is never paid leaves a gap (this is a receipt, not an invoice).
-- 2. Each refund remembers when its e-mail to the family was claimed (family_notified_at): the e-mail goes once per
--    refund, whichever of the console's answer, a repeated webhook or a parallel one comes first.
create sequence public.research_receipt_number_seq;
grant usage on sequence public.research_receipt_number_seq to service_role;

alter table public.research_payments
  add column receipt_number text not null unique
    default 'R-' || to_char(now() at time zone 'Europe/Rome', 'YYYY') || '-'
      || lpad(nextval('public.research_receipt_number_seq')::text, 5, '0');
comment on column public.research_payments.receipt_number is
  'The receipt''s number, R-<year>-<nnnnn>: made with the payment row, never changed (issue 50 item 5).';

alter table public.research_refunds add column family_notified_at timestamptz;
comment on column public.research_refunds.family_notified_at is
  'When the refund''s e-mail to the family was claimed for sending (once per refund; null: not yet).';

-- Refunds made before this change were not e-mailed and are not now: only a pending one still gets its e-mail,
-- when it succeeds.
update public.research_refunds set family_notified_at = created_at where status <> 'pending';
