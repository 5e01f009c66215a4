import { Minus, Plus, RotateCcw } from 'lucide-react'
import { useEffect, useState, type RefObject } from 'react'
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'

/**
 * The zoomable viewer of a researcher's photo of a page (issue 45 part 8, docs/decisions/266): a Radix dialog with
 * react-zoom-pan-pinch (pinch, wheel and drag; named +, − and reset buttons for the keyboard). Its own chunk,
 * loaded only when a photo is opened (research-page-photos.tsx). The address is a one-minute signed URL asked for
 * on opening, its bytes shown as a blob: URL; Escape closes it and the focus returns to the button that opened it.
 */
export default function ResearchPhotoViewer({
  title,
  alt,
  credit,
  loadUrl,
  returnFocus,
  onClose,
}: {
  title: string
  alt: string
  credit: string | null
  loadUrl: () => Promise<string>
  returnFocus: RefObject<HTMLElement | null>
  onClose: () => void
}) {
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    let local: string | null = null
    // The bytes are read through connect-src (the project's Storage) and shown as a blob: URL, which img-src allows
    // (scripts/build/hosting.ts): the CSP is not widened for images.
    loadUrl()
      .then((address) => fetch(address))
      .then(async (response) => {
        if (!response.ok) throw new Error(`photo: ${response.status}`)
        const blob = await response.blob()
        if (!live) return
        local = URL.createObjectURL(blob)
        setUrl(local)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
      if (local) URL.revokeObjectURL(local)
    }
  }, [loadUrl])

  const control =
    'inline-flex size-11 items-center justify-center rounded-full border border-cream-300 bg-white text-ink hover:bg-cream-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-5xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocus.current?.focus()
        }}
      >
        <DialogTitle className="pr-10 text-xl">{title}</DialogTitle>
        <DialogDescription>
          Pinch or use the buttons to zoom; drag to move around the page.
        </DialogDescription>
        {failed && <p role="alert">We could not open the photo just now. Please try again.</p>}
        {!failed && !url && <p role="status">Opening the photo…</p>}
        {url && (
          <TransformWrapper minScale={1} maxScale={8} centerOnInit>
            {({ zoomIn, zoomOut, resetTransform }) => (
              <figure className="flex flex-col gap-3">
                <div className="flex gap-2">
                  <button type="button" className={control} onClick={() => zoomIn()}>
                    <Plus aria-hidden="true" className="size-5" />
                    <span className="sr-only">Zoom in</span>
                  </button>
                  <button type="button" className={control} onClick={() => zoomOut()}>
                    <Minus aria-hidden="true" className="size-5" />
                    <span className="sr-only">Zoom out</span>
                  </button>
                  <button type="button" className={control} onClick={() => resetTransform()}>
                    <RotateCcw aria-hidden="true" className="size-5" />
                    <span className="sr-only">Show the whole page</span>
                  </button>
                </div>
                <div className="overflow-hidden rounded-lg bg-cream-100">
                  <TransformComponent
                    wrapperClass="!h-[min(70dvh,48rem)] !w-full"
                    contentClass="!h-full !w-full"
                  >
                    <img src={url} alt={alt} className="h-full w-full object-contain" />
                  </TransformComponent>
                </div>
                {credit && <figcaption className="text-sm text-ink-soft">{credit}</figcaption>}
              </figure>
            )}
          </TransformWrapper>
        )}
      </DialogContent>
    </Dialog>
  )
}
