import { LegalDocumentView } from '@/components/legal-document-view'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { cookiePolicy } from '@/content/legal/cookies'
import { CookiePreferences } from '@/features/cookie-consent/components/cookie-preferences'

export function CookiesRoute() {
  return (
    <>
      <Seo title="Cookie Policy" description={cookiePolicy.summary} path={paths.cookies()} />
      <LegalDocumentView document={cookiePolicy}>
        <CookiePreferences />
      </LegalDocumentView>
    </>
  )
}
