import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { AuthScreen } from '@/features/auth/components/auth-screen'
import { RedirectIfSignedIn } from '@/lib/auth/auth-guards'
import { AuthProvider } from '@/lib/auth/auth-provider'

/** /auth: team sign-in and sign-up, outside the shared layout; the auth session lives only here and on /admin. */
export function AuthRoute() {
  return (
    <AuthProvider>
      <Seo
        title="Team sign in"
        description="Sign in to the Radici admin console."
        path={paths.auth()}
        noindex
      />
      <RedirectIfSignedIn>
        <AuthScreen />
      </RedirectIfSignedIn>
    </AuthProvider>
  )
}
