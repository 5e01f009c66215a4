import { LegalDocumentView } from '@/components/legal-document-view'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { privacyPolicy } from '@/content/legal/privacy'

export function PrivacyRoute() {
  return (
    <>
      <Seo title="Privacy Policy" description={privacyPolicy.summary} path={paths.privacy()} />
      <LegalDocumentView document={privacyPolicy} />
    </>
  )
}
