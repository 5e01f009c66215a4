import { agencies, agenciesAreSamples } from '@/content/agencies'
import { useAgencyContacts } from '@/features/admin/agencies/api/contacts'
import { AgencyContactForm } from './agency-contact-form'

/**
 * /admin/agencies (docs/product/agency-handoff.md, "Agency contacts"): where each agency of the site's list receives
 * hand-offs. Samples are labeled; the real contacts are owner values (npm run check:launch).
 */
export function AgenciesPage() {
  const contacts = useAgencyContacts()
  return (
    <main id="main" className="container grid max-w-4xl gap-6 py-8 sm:py-10">
      <div>
        <h1 className="font-display text-display-md font-semibold text-ink">Agencies</h1>
        <p className="mt-1 text-sm text-ink-soft">
          Where each agency receives hand-offs, in which language, and its privacy notice (the
          family sees it before choosing what to share).
          {agenciesAreSamples
            ? ' The agencies of the site are samples until the owners confirm them.'
            : ''}
        </p>
      </div>
      {contacts.isError ? (
        <p role="alert" className="text-destructive">
          The agencies’ contacts could not be loaded: {contacts.error.message}
        </p>
      ) : !contacts.data ? (
        <p role="status" className="text-ink-soft">
          Loading the agencies…
        </p>
      ) : (
        agencies.map((agency) => (
          <AgencyContactForm
            key={agency.id}
            agency={agency}
            contact={contacts.data.find((contact) => contact.agencyId === agency.id)}
          />
        ))
      )}
    </main>
  )
}
