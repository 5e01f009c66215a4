-- Issue 45 part 5: the tree grows from the records (docs/decisions/267-the-tree-grows-from-the-records.md,
-- docs/product/research.md, "The tree grows from the records").
--
-- When a research report version is published (research_publish inserts it into research_reports), the people its
-- records name become people of the family's story, in the same transaction as the publication:
-- - a record person with an `ancestorId` found in the story is CONFIRMED (its `research` mark, its records);
--   nothing of what the family wrote on that card changes;
-- - any other record person (the subject, father, mother or spouse; not witnesses, godparents or others) is ADDED
--   once, keyed by the record person it came from (`<record id>:<role>:<n>`, n counting that role in the record):
--   a later version finds the card by its key and never adds it again; a key once added and removed by the family
--   is not added back (journey_stories.research_keys remembers it);
-- - a card research added gets what the record gives (the name as written; for a birth or baptism record, the date
--   and the comune); a later version changes a field only while it still equals what research last wrote
--   (`research.written`): a field the family changed is theirs;
-- - relations: the record's father and mother become the subject's parents (`parentIds`, at most two), a spouse
--   the subject's spouse both ways (`spouseIds`); children are implied by `parentIds`.
-- Records the researcher marked `disproven` add and confirm no one. The story keeps at most 50 ancestors: past that
-- no one more is added (confirmations and relations still are). The story's version moves on, so that a page that
-- loaded the story before the publication gets the save conflict instead of overwriting the people added.

alter table public.journey_stories add column research_keys text[] not null default '{}';
comment on column public.journey_stories.research_keys is
  'Every record person (<record id>:<role>:<n>) a published research report added to the story (issue 45 part 5).';

-- A name as written in a record, split into given names and surname: the last word is the surname, with the
-- particle before it (De Luca, Di Stefano, Lo Russo…). One word is a given name.
create function private.research_name_parts(full_name text) returns jsonb
language plpgsql immutable set search_path = '' as $$
declare
  words text[] := regexp_split_to_array(btrim(coalesce(full_name, '')), '\s+');
  n integer := coalesce(array_length(words, 1), 0);
  cut integer;
begin
  if n = 0 or words[1] = '' then
    return '{}'::jsonb;
  end if;
  if n = 1 then
    return jsonb_build_object('givenNames', left(words[1], 100));
  end if;
  cut := case when n >= 3 and lower(words[n - 1]) in ('de', 'di', 'da', 'del', 'della', 'dello', 'dei', 'degli',
                                                        'delle', 'lo', 'la', 'li', 'le')
              then n - 2 else n - 1 end;
  return jsonb_build_object('givenNames', left(array_to_string(words[1:cut], ' '), 100),
                            'surnameItaly', left(array_to_string(words[cut + 1:n], ' '), 100));
end;
$$;

-- What a record says of one of its people, as the card's fields: the name; for the subject of a birth or baptism
-- record, the date (exact with its day, else its year) and the comune (the place as text when it is not a current
-- ISTAT comune, which the family's next save would refuse).
create function private.research_person_fields(rec jsonb, person jsonb) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  fields jsonb := private.research_name_parts(person ->> 'name');
  d jsonb := rec -> 'date';
  place jsonb := rec -> 'comune';
begin
  if person ->> 'role' = 'subject' and rec ->> 'type' in ('birth', 'baptism') then
    fields := fields || jsonb_build_object('birthDate',
      case when d ->> 'day' is not null and d ->> 'month' is not null
           then jsonb_build_object('kind', 'exact', 'value', format('%s-%s-%s', d ->> 'year',
                  lpad(d ->> 'month', 2, '0'), lpad(d ->> 'day', 2, '0')))
           else jsonb_build_object('kind', 'year', 'value', d ->> 'year') end);
    if exists (select 1 from public.comuni c where c.name = place ->> 'comune'
                 and c.province = place ->> 'province' and c.region = place ->> 'region') then
      fields := fields || jsonb_build_object('birthPlace', jsonb_build_object('comune', place ->> 'comune',
                  'province', place ->> 'province', 'region', place ->> 'region'));
    else
      fields := fields || jsonb_build_object('birthPlaceText',
                  left(format('%s (%s)', place ->> 'comune', place ->> 'province'), 200));
    end if;
  end if;
  return fields;
end;
$$;

-- Adds `other` to the ancestor `at`'s id list `field` (parentIds, spouseIds) unless it is there or the list is full.
create function private.research_relate(ancestors jsonb, at integer, field text, other text, max_count integer)
returns jsonb language plpgsql immutable set search_path = '' as $$
declare
  ids jsonb := coalesce(ancestors -> at -> field, '[]'::jsonb);
begin
  if at is null or other is null or ancestors -> at ->> 'id' = other or ids ? other
     or jsonb_array_length(ids) >= max_count then
    return ancestors;
  end if;
  return jsonb_set(ancestors, array[at::text, field], ids || to_jsonb(other));
end;
$$;

create function private.research_grow_tree() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  story public.journey_stories;
  cards jsonb;
  keys text[];
  rec jsonb;
  person jsonb;
  position_ integer;
  role text;
  key text;
  at integer;
  card jsonb;
  mark jsonb;
  fields jsonb;
  written jsonb;
  field text;
  reference jsonb;
  subject integer;
  parents integer[];
  spouses integer[];
  other integer;
begin
  insert into public.journey_stories (submission_id) values (new.submission_id)
    on conflict (submission_id) do nothing;
  select * into story from public.journey_stories s where s.submission_id = new.submission_id for update;
  cards := story.ancestors;
  keys := story.research_keys;

  for rec in select r.value from jsonb_array_elements(coalesce(new.content -> 'records', '[]'::jsonb)) r loop
    continue when rec ->> 'proof' = 'disproven';
    reference := jsonb_build_object('id', rec ->> 'id', 'type', rec ->> 'type',
      'year', (rec -> 'date' ->> 'year')::integer, 'comune', rec -> 'comune' ->> 'comune');
    subject := null;
    parents := '{}';
    spouses := '{}';
    for person, position_ in
      select p.value, p.ordinality from jsonb_array_elements(coalesce(rec -> 'people', '[]'::jsonb))
        with ordinality p(value, ordinality)
    loop
      role := person ->> 'role';
      continue when role is null or role not in ('subject', 'father', 'mother', 'spouse');
      key := format('%s:%s:%s', rec ->> 'id', role,
        (select count(*) from jsonb_array_elements(rec -> 'people') with ordinality q(value, ordinality)
          where q.value ->> 'role' = role and q.ordinality <= position_));
      fields := private.research_person_fields(rec, person);
      -- The family's ancestor the researcher pointed at, else the card an earlier version added.
      select a.ordinality - 1 into at from jsonb_array_elements(cards) with ordinality a(value, ordinality)
        where a.value ->> 'id' = person ->> 'ancestorId' limit 1;
      if at is null then
        select a.ordinality - 1 into at from jsonb_array_elements(cards) with ordinality a(value, ordinality)
          where a.value -> 'research' ->> 'key' = key limit 1;
      end if;

      if at is null then
        -- Added once: not again after the family removed it, and not past the story's 50 ancestors.
        continue when key = any(keys) or jsonb_array_length(cards) >= 50;
        card := jsonb_build_object('id', gen_random_uuid(), 'givenNames', null, 'surnameItaly', null,
          'surnameAmerica', null, 'relation', null, 'birthDate', null, 'birthPlace', null, 'birthPlaceText', null,
          'emigrationYear', null, 'departurePort', null, 'ship', null, 'arrivalPort', null, 'arrivalYear', null,
          'notes', null)
          || fields
          || jsonb_build_object('research', jsonb_build_object('status', 'found', 'key', key,
               'records', jsonb_build_array(reference), 'written', fields));
        cards := cards || jsonb_build_array(card);
        keys := keys || key;
        at := jsonb_array_length(cards) - 1;
      else
        card := cards -> at;
        mark := coalesce(card -> 'research', jsonb_build_object('status', 'confirmed', 'records', '[]'::jsonb));
        if mark ->> 'status' = 'found' and mark ->> 'key' = key then
          -- A card research added: a field moves with the record only while the family left it as research wrote it.
          written := coalesce(mark -> 'written', '{}'::jsonb);
          for field in select jsonb_object_keys(fields) loop
            if coalesce(card -> field, 'null'::jsonb) = coalesce(written -> field, 'null'::jsonb) then
              card := jsonb_set(card, array[field], fields -> field);
            end if;
          end loop;
          mark := jsonb_set(mark, '{written}', written || fields);
        end if;
        -- The record among the card's records once (its year and comune as this version has them).
        mark := jsonb_set(mark, '{records}', coalesce(
          (select jsonb_agg(r.value) from jsonb_array_elements(coalesce(mark -> 'records', '[]'::jsonb)) r
            where r.value ->> 'id' is distinct from rec ->> 'id'), '[]'::jsonb));
        if jsonb_array_length(mark -> 'records') < 50 then
          mark := jsonb_set(mark, '{records}', (mark -> 'records') || jsonb_build_array(reference));
        end if;
        cards := jsonb_set(cards, array[at::text], card || jsonb_build_object('research', mark));
      end if;

      if role = 'subject' then
        subject := at;
      elsif role = 'spouse' then
        spouses := spouses || at;
      else
        parents := parents || at;
      end if;
    end loop;

    -- Who is whose: the record's father and mother are its subject's parents; a spouse is a spouse both ways.
    if subject is not null then
      foreach other in array parents loop
        cards := private.research_relate(cards, subject, 'parentIds', cards -> other ->> 'id', 2);
      end loop;
      foreach other in array spouses loop
        cards := private.research_relate(cards, subject, 'spouseIds', cards -> other ->> 'id', 10);
        cards := private.research_relate(cards, other, 'spouseIds', cards -> subject ->> 'id', 10);
      end loop;
    end if;
  end loop;

  if cards is distinct from story.ancestors or keys is distinct from story.research_keys then
    -- The one writer of research marks (journey_stories_research_marks keeps them from any other save).
    perform set_config('radici.research_merge', 'on', true);
    update public.journey_stories s
       set ancestors = cards, research_keys = keys, version = s.version + 1, updated_at = clock_timestamp()
     where s.submission_id = new.submission_id;
    perform set_config('radici.research_merge', 'off', true);
  end if;
  return null;
end;
$$;

revoke execute on function private.research_name_parts(text) from public, anon, authenticated;
revoke execute on function private.research_person_fields(jsonb, jsonb) from public, anon, authenticated;
revoke execute on function private.research_relate(jsonb, integer, text, text, integer)
  from public, anon, authenticated;
revoke execute on function private.research_grow_tree() from public, anon, authenticated;

create trigger research_reports_grow_tree after insert on public.research_reports
  for each row execute function private.research_grow_tree();

-- The research's marks are the research's: a save of the family's page keeps each card's `research` as it is
-- stored (by the card's id), whatever the page sends; a new card gets none. Only the merge above writes them.
create function private.journey_research_marks_kept() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_setting('radici.research_merge', true) = 'on' then
    return new;
  end if;
  new.ancestors := coalesce((
    select jsonb_agg(case when stored.value ? 'research'
                          then n.value || jsonb_build_object('research', stored.value -> 'research')
                          else n.value - 'research' end order by n.ordinality)
    from jsonb_array_elements(new.ancestors) with ordinality n(value, ordinality)
    left join lateral (
      select o.value from jsonb_array_elements(old.ancestors) o
      where o.value ->> 'id' = n.value ->> 'id' limit 1
    ) stored on true), '[]'::jsonb);
  return new;
end;
$$;
revoke execute on function private.journey_research_marks_kept() from public, anon, authenticated;
create trigger journey_stories_research_marks before update of ancestors on public.journey_stories
  for each row when (new.ancestors is distinct from old.ancestors)
  execute function private.journey_research_marks_kept();

-- The insights' "story started" milestone is the family's own step: people a publication adds to a story the family
-- never started do not count as the family starting it (20261125950000_insights_stories_and_calls.sql).
create or replace function private.journey_stories_count_start()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('radici.research_merge', true) = 'on' then
    return null;
  end if;
  if not exists (select 1 from public.inquiry_milestones m
                  where m.submission_id = new.submission_id and m.story_started_at is not null) then
    perform private.count_milestone(new.submission_id, 'story_started', '/journey');
  end if;
  return null;
end;
$$;
revoke execute on function private.journey_stories_count_start() from public, anon, authenticated;
