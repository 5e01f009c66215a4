import { LegalDocumentView } from '@/components/legal-document-view'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { termsAndConditions } from '@/content/legal/terms'

export function TermsRoute() {
  return (
    <>
      <Seo
        title="Terms and Conditions"
        description={termsAndConditions.summary}
        path={paths.terms()}
      />
      <LegalDocumentView document={termsAndConditions} />
    </>
  )
}
