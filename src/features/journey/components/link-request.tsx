import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FieldLabel } from './field-label'
import { requestLink } from '@/features/journey/api/journey-client'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'

type State =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string }

/** /journey: 'Send me my link again'. The answer never says whether the address matched (docs/decisions/151). */
export function LinkRequest() {
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    setState({ kind: 'sending' })
    try {
      await requestLink(email)
      setState({ kind: 'sent' })
    } catch (error) {
      setState({
        kind: 'error',
        message: functionErrorMessage(FUNCTION_MESSAGES.linkRequest, error),
      })
    }
  }
  return (
    <div className="container max-w-xl py-16">
      <h1 className="font-display text-display-md font-semibold text-ink">Send me my link again</h1>
      <p className="mt-4 text-ink-soft">
        Your journey page has a private link, which we e-mailed you after your inquiry. Enter the
        address you wrote to us from: if we know it, a new link goes there (it replaces the old
        one).
      </p>
      {state.kind === 'sent' ? (
        <p role="status" className="mt-6 rounded-xl bg-olive-50 p-4 text-ink">
          Thank you. If this address belongs to an inquiry, a new link is on its way to it. Please
          check your spam folder too.
        </p>
      ) : (
        <form className="mt-6 flex flex-col gap-3" onSubmit={submit} noValidate>
          <FieldLabel htmlFor={`${id}-email`}>Your e-mail address</FieldLabel>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={state.kind === 'error' ? true : undefined}
            aria-describedby={state.kind === 'error' ? `${id}-error` : undefined}
          />
          {state.kind === 'error' && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {state.message}
            </p>
          )}
          <Button type="submit" className="w-fit" disabled={state.kind === 'sending'}>
            Send me my link
          </Button>
        </form>
      )}
    </div>
  )
}
