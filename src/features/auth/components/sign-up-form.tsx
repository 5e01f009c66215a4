import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-context'
import { isAllowedAdminEmail } from '@/lib/auth/is-allowed-admin-email'
import {
  exceptionToast,
  signUpOutcome,
  signUpToast,
  unauthorizedEmailToast,
} from '@/features/auth/lib/auth-messages'
import { FormField } from './form-field'

export const PASSWORD_MIN_LENGTH = 6

const schema = z.object({
  fullName: z.string().trim().min(1, 'Please enter your full name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email.')
    .email('Please enter a valid email address.'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
})
type Values = z.infer<typeof schema>

export function SignUpForm({ onAccountExists }: { onAccountExists: () => void }) {
  const { signUp } = useAuth()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', email: '', password: '' },
  })

  const onSubmit = handleSubmit(async ({ fullName, email, password }) => {
    // docs/product/admin.md, "Sign in and sign up": an address outside the team's list is refused here, and nothing is sent.
    if (!isAllowedAdminEmail(email)) {
      toast(unauthorizedEmailToast)
      return
    }
    try {
      const { error, session } = await signUp(email, password, fullName)
      toast(signUpToast(error, Boolean(session)))
      if (signUpOutcome(error) === 'exists') onAccountExists()
    } catch {
      toast(exceptionToast)
    }
  })

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-label="Create an admin account"
    >
      <FormField
        id="signup-name"
        label="Full Name"
        autoComplete="name"
        required
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <FormField
        id="signup-email"
        label="Business Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Admin Account'}
      </Button>
    </form>
  )
}
