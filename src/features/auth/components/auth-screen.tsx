import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Logo } from '@/components/layout/logo'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { paths } from '@/config/paths'
import { siteConfig } from '@/content/site-config'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

type Tab = 'login' | 'signup'

/** /auth: the team's sign-in and sign-up (docs/product/admin.md, "Sign in and sign up"). */
export function AuthScreen() {
  const [tab, setTab] = useState<Tab>('login')
  return (
    <div className="min-h-dvh bg-cream-50 bg-[radial-gradient(ellipse_at_top,theme(colors.terracotta.50),transparent_60%)]">
      <div className="container flex min-h-dvh max-w-lg flex-col justify-center py-10">
        {/* Inside a landmark, so screen-reader users reach the logo and the way back by region (issue 27). */}
        <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <Logo />
          <Link
            to={paths.home()}
            className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-terracotta-700 hover:text-terracotta-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to the website
          </Link>
        </header>
        <main className="rounded-2xl border border-cream-200 bg-white p-6 shadow-soft sm:p-10">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-olive-600">
            {siteConfig.name} team
          </p>
          <h1 className="mt-2 font-display text-display-md font-semibold text-ink">
            Admin console
          </h1>
          <p className="mt-2 text-sm text-ink-soft">
            Sign in to review and manage heritage-trip inquiries.
          </p>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-8">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login" className="data-[state=active]:bg-white">
                Sign In
              </TabsTrigger>
              <TabsTrigger value="signup" className="data-[state=active]:bg-white">
                Sign Up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup" className="mt-6">
              <SignUpForm onAccountExists={() => setTab('login')} />
            </TabsContent>
          </Tabs>
        </main>
      </div>
    </div>
  )
}
