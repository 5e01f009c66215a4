-- The refund list on the lead page named the member by e-mail (the research-fee function stored the address as
-- by_name); it now stores the member's name, as private.actor_name() does for the history. The refunds recorded
-- before are renamed here when their by_name is still their member's address and the member has a name.
-- (The inquiry history is append-only: its earlier refund lines keep what they recorded.)
update public.research_refunds r
   set by_name = btrim(p.full_name)
  from public.profiles p
  join auth.users u on u.id = p.id
 where r.by_user = p.id
   and lower(r.by_name) = lower(u.email)
   and nullif(btrim(p.full_name), '') is not null;
