import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { RELATIONS } from '@/content/journey-story'
import type { Ancestor } from '@/lib/contracts/journey'
import { downloadFile } from '@/lib/download-file'

/** The day in the reader's own time zone, `2026-11-28`: the export's date and its file name. */
function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

const save = (text: string, fileName: string) =>
  downloadFile(text, fileName, 'application/x-gedcom;charset=utf-8')

/**
 * `Download your family tree (GEDCOM)`, on the journey page and the console's lead page (docs/decisions/259): the
 * writer (src/lib/gedcom/write-gedcom.ts) is loaded only when it is clicked; the file is made in the browser.
 */
export function GedcomDownloadButton({
  ancestors,
  emptyMessage,
  size,
}: {
  ancestors: readonly Ancestor[]
  /** What to say when there is no ancestor to put in the file. */
  emptyMessage: string
  size?: ButtonProps['size']
}) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null)

  const download = async () => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    try {
      const { blankAncestor, gedcomFileName, writeGedcom } =
        await import('@/lib/gedcom/write-gedcom')
      const people = ancestors.filter((ancestor) => !blankAncestor(ancestor))
      if (people.length === 0) {
        setMessage({ text: emptyMessage })
        return
      }
      const day = today()
      const fileName = gedcomFileName(people, day)
      save(writeGedcom(people, { day, relations: RELATIONS }), fileName)
      setMessage({ text: `Downloaded ${fileName}.` })
    } catch {
      setMessage({
        text: 'The family tree file could not be made (the connection?). Please try again.',
        error: true,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        type="button"
        variant="outline"
        size={size}
        // The label wraps on a narrow phone (320 px) rather than widen the page.
        className="h-auto min-h-10 max-w-full whitespace-normal py-2 text-left"
        // Not `disabled` while the file is made: a disabled button drops the keyboard's focus.
        aria-disabled={busy}
        onClick={() => void download()}
      >
        <Download aria-hidden="true" /> Download your family tree (GEDCOM)
      </Button>
      <p
        role="status"
        className={message?.error ? 'text-sm text-destructive' : 'text-sm text-ink-soft'}
      >
        {message?.text}
      </p>
    </div>
  )
}
