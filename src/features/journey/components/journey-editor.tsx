import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { GedcomDownloadButton } from '@/components/gedcom-download-button'
import { Button } from '@/components/ui/button'
import { AncestorCard } from './ancestor-card'
import { DeleteStory } from './delete-story'
import { FilesSection } from './files-section'
import { GedcomImportButton } from './gedcom-import-button'
import { SaveStatus } from './save-status'
import { ChecklistSection, WishesSection } from './story-sections'
import {
  MAX_ANCESTORS,
  newAncestor,
  type Ancestor,
  type LoadedStory,
} from '@/features/journey/lib/story-types'
import { useStoryAutosave } from './use-story-autosave'

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="font-display text-2xl font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-ink-soft">{intro}</p>
      </div>
      {children}
    </section>
  )
}

/** Errors of the 400 answer under a prefix: 'ancestors.2.birthDate.value' → card 2's 'birthDate.value'. */
function under(fields: Record<string, string>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, message] of Object.entries(fields))
    if (key.startsWith(`${prefix}.`)) result[key.slice(prefix.length + 1)] = message
  return result
}

/** The story, editable, saved as it changes (docs/decisions/153). */
export function JourneyEditor({
  token,
  loaded,
  onDeleted,
}: {
  token: string
  loaded: LoadedStory
  onDeleted: () => void
}) {
  const { story, state, update, resolveConflict, visitId } = useStoryAutosave(token, loaded)
  const fields = state.kind === 'invalid' ? state.fields : {}

  const setAncestor = (index: number, patch: Partial<Ancestor>) =>
    update((current) => ({
      ...current,
      ancestors: current.ancestors.map((ancestor, other) =>
        other === index ? { ...ancestor, ...patch } : ancestor,
      ),
    }))
  const addAncestors = (added: Ancestor[]) =>
    update((current) => ({
      ...current,
      ancestors: [...current.ancestors, ...added].slice(0, MAX_ANCESTORS),
    }))

  return (
    <div className="flex flex-col gap-12">
      {/* The bar stays in view wherever the family is on the page; so does the conflict choice (issue 38). */}
      <div className="sticky top-0 z-10 -mx-4 flex flex-col gap-2 border-b border-cream-200 bg-cream-50/95 px-4 py-2 backdrop-blur">
        <SaveStatus state={state} />
        {state.kind === 'conflict' && (
          <div
            role="alert"
            className="rounded-xl border border-terracotta-300 bg-terracotta-50 p-3"
          >
            <p className="font-semibold text-ink">
              This story was changed in another tab or on another device.
            </p>
            <p className="mt-1 text-sm text-ink-soft">
              Your latest changes are not saved yet. Keep your version (it replaces the other one),
              or show the latest saved version (your unsaved changes are dropped).
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="button" onClick={() => resolveConflict('mine')}>
                Keep my version
              </Button>
              <Button type="button" variant="outline" onClick={() => resolveConflict('theirs')}>
                Show the latest version
              </Button>
            </div>
          </div>
        )}
      </div>

      <Section
        id="ancestors"
        title="Your ancestors"
        intro="One card for each person you know about: even a name and a town is a start."
      >
        {story.ancestors.map((ancestor, index) => (
          <AncestorCard
            key={ancestor.id}
            ancestor={ancestor}
            index={index}
            everyone={story.ancestors}
            errors={under(fields, `ancestors.${index}`)}
            onChange={(patch) => setAncestor(index, patch)}
            onRemove={() =>
              update((current) => ({
                ...current,
                ancestors: current.ancestors.filter((_, other) => other !== index),
              }))
            }
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            disabled={story.ancestors.length >= MAX_ANCESTORS}
            onClick={() => addAncestors([newAncestor()])}
          >
            <Plus aria-hidden="true" /> Add an ancestor
          </Button>
          <GedcomImportButton room={MAX_ANCESTORS - story.ancestors.length} onAdd={addAncestors} />
          <GedcomDownloadButton
            ancestors={story.ancestors}
            emptyMessage="Add an ancestor first: there is no one to put in the family tree yet."
          />
        </div>
        {story.ancestors.length >= MAX_ANCESTORS && (
          <p className="text-sm text-ink-soft">
            You have added 50 ancestors, the most this page keeps.
          </p>
        )}
      </Section>

      <Section
        id="documents"
        title="What your family holds"
        intro="Tick what you have, and add scans or photos of them if you can: our genealogists start from these."
      >
        <ChecklistSection
          checklist={story.checklist}
          onChange={(checklist) => update((current) => ({ ...current, checklist }))}
        />
        <FilesSection token={token} visitId={visitId} initial={loaded.files} />
      </Section>

      <Section
        id="travel"
        title="Your travel wishes"
        intro="Who is coming, and how you like to travel."
      >
        <WishesSection
          wishes={story.wishes}
          errors={under(fields, 'wishes')}
          onChange={(patch) =>
            update((current) => ({ ...current, wishes: { ...current.wishes, ...patch } }))
          }
        />
      </Section>

      <section
        aria-labelledby="delete-story"
        className="rounded-2xl border border-cream-300 bg-white p-5"
      >
        <h2 id="delete-story" className="font-display text-xl font-semibold text-ink">
          Delete my story
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Removes your ancestors, checklist, travel wishes and every file you uploaded, for good.
          Your inquiry stays.
        </p>
        <DeleteStory token={token} onDeleted={onDeleted} />
      </section>
    </div>
  )
}
