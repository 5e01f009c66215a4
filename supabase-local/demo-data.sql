-- Demo inquiries for the dev stack only (`npm run dev`), so a newcomer's admin console is not empty.
-- Never loaded by the tests or in production. Names and addresses are invented (example.com / .org).
insert into public.form_submissions
  (name, email, phone, planning_stage, regions, travel_dates, trip_duration, group_size, age_ranges, budget,
   hotel_preference, genealogy_help, preferred_contact, newsletter_consent, agency_id, itinerary_id,
   submission_key, status, notification_status, notified_at, created_at)
values
  ('Maria Lombardi', 'maria.lombardi@example.com', '+1 617 555 0142', 'dates-set', 'Sicily', '2027-05-12',
   '2-weeks', null, null, null, null, 'full-family-tree', 'email-or-phone', true, 'sicilia-heritage',
   'sicily-roots', 'a3c1e0f2-5b7d-4e8a-9c10-000000000001', 'active', 'sent', now() - interval '2 hours',
   now() - interval '2 hours'),
  ('Anthony Russo', 'tony.russo@example.com', null, 'exploring', 'Calabria, Campania', 'I don''t know yet',
   'I don''t know yet', null, null, null, null, 'need-guidance', 'email', false, null, null,
   'a3c1e0f2-5b7d-4e8a-9c10-000000000002', 'active', 'sent', now() - interval '1 day',
   now() - interval '1 day'),
  ('Grace DeLuca', 'grace.deluca@example.org', '+1 212 555 0199', 'dates-set', 'Puglia', '2027-09-03',
   '10-days', null, null, null, null, 'recent-ancestors', 'email-or-phone', true, 'puglia-heritage',
   'puglia-discovery', 'a3c1e0f2-5b7d-4e8a-9c10-000000000003', 'active', 'sent', now() - interval '3 days',
   now() - interval '3 days'),
  ('Michael Caruso', 'mcaruso@example.com', null, 'exploring', null, 'I don''t know yet', 'more', null, null,
   null, null, 'no-research', 'email', false, null, null, 'a3c1e0f2-5b7d-4e8a-9c10-000000000004', 'active',
   'failed', null, now() - interval '6 days'),
  ('Teresa Esposito', 'teresa.esposito@example.org', '+1 415 555 0123', 'dates-set', 'Campania',
   '2027-06-20', '3-weeks', 4, '30-45, 60+', 9000, 'Boutique hotels', 'full-family-tree', 'email-or-phone',
   true, 'campania-heritage', 'campania-heritage', 'a3c1e0f2-5b7d-4e8a-9c10-000000000005', 'active', 'sent',
   now() - interval '10 days', now() - interval '10 days'),
  ('Robert Marino', 'bob.marino@example.com', null, 'exploring', 'Abruzzo, Molise', 'I don''t know yet',
   '2-weeks', null, null, null, null, 'recent-ancestors', 'email', true, null, null,
   'a3c1e0f2-5b7d-4e8a-9c10-000000000006', 'active', 'sent', now() - interval '17 days',
   now() - interval '17 days'),
  ('Linda Ferraro', 'linda.ferraro@example.com', '+1 312 555 0177', 'dates-set', 'Tuscany', '2027-04-08',
   '10-days', null, null, null, null, 'need-guidance', 'email-or-phone', false, 'tuscany-roots', null,
   'a3c1e0f2-5b7d-4e8a-9c10-000000000007', 'cancelled', 'sent', now() - interval '25 days',
   now() - interval '25 days')
on conflict (submission_key) do nothing;

-- The demo leads who ticked the newsletter box were subscribed when their e-mails went out (docs/decisions/142);
-- without this their inquiry pages would say the subscription is pending for ever (nothing schedules them).
update public.form_submissions
   set newsletter_status = 'sent', newsletter_sent_at = notified_at
 where submission_key::text like 'a3c1e0f2-5b7d-4e8a-9c10-%'
   and newsletter_consent and newsletter_status = 'pending';

-- Sample agency contacts (issue 33): labelled samples at radici.example; the owner replaces them before launch
-- (npm run check:launch refuses is_sample rows' addresses).
insert into public.agency_contacts (agency_id, handoff_email, contact_person, language, privacy_notice_url, is_sample)
values
  ('sicilia-heritage', 'sicilia-heritage@radici.example', 'Giulia Rinaldi (sample)', 'it', 'https://radici.example/privacy/sicilia-heritage', true),
  ('tuscany-roots', 'tuscany-roots@radici.example', 'Marco Bellini (sample)', 'it', 'https://radici.example/privacy/tuscany-roots', true),
  ('calabria-explorer', 'calabria-explorer@radici.example', 'Sara Greco (sample)', 'en', 'https://radici.example/privacy/calabria-explorer', true),
  ('campania-heritage', 'campania-heritage@radici.example', 'Luca Esposito (sample)', 'it', 'https://radici.example/privacy/campania-heritage', true)
on conflict (agency_id) do nothing;

-- Sample researchers (issue 45): labelled samples at radici.example, one Italian-speaking and one English-speaking;
-- the owner enters the real genealogists on the console's Researchers page (npm run check:launch refuses samples).
-- The same ids as the tests' fixtures (tests/fixtures/integration/research.ts).
insert into public.researchers (id, name, email, language, privacy_notice_url, is_sample)
values
  ('5e5ea7c1-0000-4000-8000-000000000001', 'Chiara Esposito (sample)', 'chiara.esposito@radici.example', 'it',
   'https://radici.example/privacy/ricerca', true),
  ('5e5ea7c1-0000-4000-8000-000000000002', 'Daniel Moretti (sample)', 'daniel.moretti@radici.example', 'en',
   'https://radici.example/privacy/research', true)
on conflict (id) do nothing;
