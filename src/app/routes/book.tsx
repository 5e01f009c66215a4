import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { LazyCallBooking } from '@/features/booking/components/lazy-call-booking'

/** /book/{token}: the family books, moves or cancels its call from the link in its e-mails (docs/decisions/160). */
export function BookRoute() {
  const { token = '' } = useParams()
  return (
    <section className="bg-cream-100">
      <Seo
        title="Book your call"
        description="Book, move or cancel your consultation call with Radici."
        path={paths.book()}
        noindex
      />
      <div className="container max-w-3xl py-12">
        <h1 className="mb-6 text-display-md font-semibold">Your consultation call</h1>
        <LazyCallBooking token={token} />
      </div>
    </section>
  )
}
