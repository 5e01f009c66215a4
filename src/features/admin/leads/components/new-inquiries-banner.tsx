import { ArrowUp } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * '{n} new inquiries', floating over the page (fixed, so nothing the reader is looking at moves). The polite
 * live region announces it; the button brings them in.
 */
export function NewInquiriesBanner({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {count > 0 ? (
        <Button className="pointer-events-auto shadow-lg" onClick={onShow}>
          <ArrowUp aria-hidden="true" />
          {count === 1 ? '1 new inquiry' : `${count.toLocaleString('en-US')} new inquiries`}
        </Button>
      ) : null}
    </div>
  )
}
