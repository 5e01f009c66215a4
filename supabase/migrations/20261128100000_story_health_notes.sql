-- Issue 33, the last part: the family's own health and access notes (docs/decisions/222-health-notes-from-the-family.md).
-- A story field like the travel notes: private under the story's RLS (admins read; anon has no grant), written only
-- by save_journey_story (the journey function, service role), deleted with the story. The agency function reads it
-- for the brief only while the family's current sharing choice gives the health consent.

alter table public.journey_stories
  add column health_notes text check (health_notes is null or char_length(health_notes) <= 1000);
comment on column public.journey_stories.health_notes is
  'The family''s health and access notes (mobility, diet): special-category data, to an agency only with consent.';

-- The story's save writes the new field with the others (same version check, same transaction).
create or replace function public.save_journey_story(
  inquiry uuid, expected_version integer, visit uuid, story jsonb
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current public.journey_stories;
  bad_index integer;
  wishes jsonb := coalesce(story -> 'wishes', '{}'::jsonb);
begin
  insert into public.journey_stories (submission_id) values (inquiry) on conflict (submission_id) do nothing;
  select * into current from public.journey_stories s where s.submission_id = inquiry for update;
  if current.version is distinct from expected_version then
    raise exception using errcode = 'PT409', message = 'The story changed since it was loaded.',
      hint = 'stale_version';
  end if;
  -- Every comune chosen with the finder must be a current comune (ISTAT list): the field names the card.
  select a.ordinality - 1 into bad_index
    from jsonb_array_elements(coalesce(story -> 'ancestors', '[]'::jsonb)) with ordinality a(value, ordinality)
   where a.value -> 'birthPlace' ->> 'comune' is not null
     and not exists (select 1 from public.comuni c
                      where c.name = a.value -> 'birthPlace' ->> 'comune'
                        and c.province = a.value -> 'birthPlace' ->> 'province'
                        and c.region = a.value -> 'birthPlace' ->> 'region')
   order by a.ordinality limit 1;
  if bad_index is not null then
    raise exception using errcode = '23514', message = 'ancestors.' || bad_index || '.birthPlace';
  end if;

  update public.journey_stories s
     set ancestors = coalesce(story -> 'ancestors', '[]'::jsonb),
         checklist = coalesce(array(select jsonb_array_elements_text(story -> 'checklist')), '{}'),
         travel_notes = nullif(btrim(coalesce(wishes ->> 'notes', '')), ''),
         -- A save without the key (a page loaded before the field existed) keeps what the family typed.
         health_notes = case when wishes ? 'healthNotes'
                             then nullif(btrim(coalesce(wishes ->> 'healthNotes', '')), '')
                             else s.health_notes end,
         version = s.version + 1,
         updated_at = clock_timestamp()
   where s.submission_id = inquiry
  returning * into current;

  update public.form_submissions f
     set group_size = (wishes ->> 'groupSize')::integer,
         age_ranges = nullif(btrim(coalesce(wishes ->> 'ageRanges', '')), ''),
         budget = (wishes ->> 'budget')::integer,
         hotel_preference = nullif(btrim(coalesce(wishes ->> 'hotelPreference', '')), '')
   where f.id = inquiry
     and (f.group_size, f.age_ranges, f.budget, f.hotel_preference) is distinct from
         ((wishes ->> 'groupSize')::integer, nullif(btrim(coalesce(wishes ->> 'ageRanges', '')), ''),
          (wishes ->> 'budget')::integer, nullif(btrim(coalesce(wishes ->> 'hotelPreference', '')), ''));

  perform public.note_story_activity(inquiry, visit);
  return jsonb_build_object('version', current.version, 'updated_at', current.updated_at);
end;
$$;
revoke execute on function public.save_journey_story(uuid, integer, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.save_journey_story(uuid, integer, uuid, jsonb) to service_role;

-- A story with only health notes is a started story too (the insights' milestone).
drop trigger journey_stories_count_start on public.journey_stories;
create trigger journey_stories_count_start
  after insert or update of ancestors, checklist, travel_notes, health_notes on public.journey_stories
  for each row
  when (jsonb_array_length(new.ancestors) > 0 or cardinality(new.checklist) > 0 or new.travel_notes is not null
        or new.health_notes is not null)
  execute function private.journey_stories_count_start();
