import { FileUp } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Ancestor } from '@/features/journey/lib/story-types'

// The import dialog, its parser and its worker load only when the family asks for them (docs/decisions/154).
const GedcomImport = lazy(() =>
  import('./gedcom-import').then((module) => ({ default: module.GedcomImport })),
)

/** 'Import from a family tree file (GEDCOM)'. */
export function GedcomImportButton({
  room,
  onAdd,
}: {
  room: number
  onAdd: (ancestors: Ancestor[]) => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button type="button" variant="outline" disabled={room <= 0} onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" /> Import from a family tree file (GEDCOM)
      </Button>
      {open && (
        <Suspense fallback={<p role="status">Loading the importer…</p>}>
          <GedcomImport
            room={room}
            onClose={() => setOpen(false)}
            onAdd={(ancestors) => {
              onAdd(ancestors)
              setOpen(false)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
