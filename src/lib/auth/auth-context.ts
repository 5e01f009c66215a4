import type { AuthError, Session, User } from '@supabase/supabase-js'
import { createContext, useContext } from 'react'

export interface AuthResult {
  error: AuthError | null
  /** Present after a sign-up that signed the user in (e-mail confirmation off). */
  session?: Session | null
}

export interface AuthContextValue {
  user: User | null
  session: Session | null
  /** True until the current session has been read or an auth state change has arrived (docs/product/admin.md, "Session"). */
  loading: boolean
  signIn: (email: string, password: string) => Promise<AuthResult>
  signUp: (email: string, password: string, fullName: string) => Promise<AuthResult>
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined)

/** The signed-in team member and the auth actions. Only inside `AuthProvider` (the /auth and /admin routes). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
