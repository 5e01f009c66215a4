import type { Session } from '@supabase/supabase-js'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { getSupabase } from '@/lib/supabase'
import { AuthContext, type AuthContextValue } from './auth-context'

/**
 * Holds the Supabase session for the /auth and /admin routes only (never the public site, so supabase-js
 * stays out of public pages). supabase-js keeps the tokens in localStorage and refreshes them itself.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ session: Session | null; loading: boolean }>({
    session: null,
    loading: true,
  })

  useEffect(() => {
    let active = true
    let unsubscribe: (() => void) | undefined
    getSupabase()
      .then(async (supabase) => {
        if (!active) return
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          if (active) setState({ session, loading: false })
        })
        unsubscribe = () => data.subscription.unsubscribe()
        const {
          data: { session },
        } = await supabase.auth.getSession()
        if (active) setState({ session, loading: false })
      })
      .catch((error: unknown) => {
        // A misconfigured or unreachable backend: stop loading and treat the visitor as signed out.
        console.error('Could not read the session', error)
        if (active) setState({ session: null, loading: false })
      })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [])

  const signIn = useCallback<AuthContextValue['signIn']>(async (email, password) => {
    const supabase = await getSupabase()
    const { data, error } = await supabase.auth.signInWithPassword({ email, password })
    return { error, session: data.session }
  }, [])

  const signUp = useCallback<AuthContextValue['signUp']>(async (email, password, fullName) => {
    const supabase = await getSupabase()
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { data: { full_name: fullName }, emailRedirectTo: window.location.origin },
    })
    return { error, session: data.session }
  }, [])

  const signOut = useCallback(async () => {
    try {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.signOut()
      if (error) console.warn('Error signing out', error)
    } catch (error) {
      console.warn('Error signing out', error)
    }
  }, [])

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.session?.user ?? null,
      session: state.session,
      loading: state.loading,
      signIn,
      signUp,
      signOut,
    }),
    [state, signIn, signUp, signOut],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
