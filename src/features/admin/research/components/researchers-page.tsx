import { useResearchers, useSaveResearcher } from '@/features/admin/research/api/research-queries'
import { ResearcherForm, type SaveResearcher } from './researcher-form'

/**
 * /admin/researchers (docs/product/research.md, "Researchers (console)"): the genealogists the team assigns paid
 * research to, each with its own form, and a form to add one. Samples are labeled; the real researchers are owner
 * values (npm run check:launch).
 */
export function ResearchersPage() {
  const researchers = useResearchers()
  const saveResearcher = useSaveResearcher()
  const save: SaveResearcher = (id, body) => saveResearcher.mutateAsync({ id, body })
  return (
    <main id="main" className="container grid max-w-4xl gap-6 py-8 sm:py-10">
      <div>
        <h1 className="font-display text-display-md font-semibold text-ink">Researchers</h1>
        <p className="mt-1 text-sm text-ink-soft">
          The genealogists the team assigns a family’s paid research to: where they are e-mailed, in
          which language, and their privacy notice. Only those who take research can be assigned.
        </p>
      </div>
      {researchers.isError ? (
        <p role="alert" className="text-destructive">
          The researchers could not be loaded: {researchers.error.message}
        </p>
      ) : !researchers.data ? (
        <p role="status" className="text-ink-soft">
          Loading the researchers…
        </p>
      ) : (
        <>
          {researchers.data.length === 0 ? (
            <p className="text-ink-soft">No researcher yet: add the first one below.</p>
          ) : (
            researchers.data.map((researcher) => (
              <ResearcherForm key={researcher.id} researcher={researcher} save={save} />
            ))
          )}
          <ResearcherForm save={save} />
        </>
      )}
    </main>
  )
}
