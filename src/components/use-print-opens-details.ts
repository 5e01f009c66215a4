// cspell:ignore beforeprint afterprint
import { useEffect, type RefObject } from 'react'

/** A printed report shows every transcription: its <details> open for the print and close again after. */
export function usePrintOpensDetails(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = []
    const before = () => {
      opened = [...(root.current?.querySelectorAll('details:not([open])') ?? [])].map((details) => {
        const element = details as HTMLDetailsElement
        element.open = true
        return element
      })
    }
    const after = () => {
      opened.forEach((details) => (details.open = false))
      opened = []
    }
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    return () => {
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
    }
  }, [root])
}
