import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import {
  MESSAGE_MAX,
  messageLengthError,
  sendCorrection,
} from '@/features/corrections/api/send-correction'
import { FunctionError } from '@/lib/functions/function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'

type State = { step: 'editing'; problem?: string } | { step: 'sending' } | { step: 'sent' }

function withoutFields(errors: Record<string, string>, fields: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)))
}

/**
 * The "Suggest a correction" form (docs/decisions/131), loaded only when a reader opens it. What is wrong
 * (required, at most 2,000 characters) and, optionally, an e-mail address for a reply. Nothing typed is lost on
 * an error: the fields keep their text and the message says what to do.
 */
export function CorrectionForm({ page }: { page: string }) {
  const id = useId()
  const [message, setMessage] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<State>({ step: 'editing' })
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => messageRef.current?.focus(), [])
  useEffect(() => {
    if (state.step === 'sent' || (state.step === 'editing' && state.problem))
      statusRef.current?.focus()
  }, [state])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const website = new FormData(event.currentTarget).get('website')
    const text = message.trim()
    const local: Record<string, string> = {}
    if (!text) local.message = 'Tell us what is wrong.'
    else if (text.length > MESSAGE_MAX) local.message = messageLengthError(text.length)
    setErrors(local)
    if (Object.keys(local).length) {
      messageRef.current?.focus()
      return
    }
    setState({ step: 'sending' })
    try {
      await sendCorrection({
        page,
        message,
        email,
        website: typeof website === 'string' ? website : '',
      })
      setState({ step: 'sent' })
    } catch (error) {
      if (error instanceof FunctionError && (error.status === 400 || error.status === 413)) {
        setErrors(error.fields)
        setState({ step: 'editing' })
        messageRef.current?.focus()
      } else
        setState({
          step: 'editing',
          problem: functionErrorMessage(FUNCTION_MESSAGES.correction, error),
        })
    }
  }

  if (state.step === 'sent')
    return (
      <p ref={statusRef} tabIndex={-1} role="status" className="mt-4 font-semibold text-olive-700">
        Thank you. Your report has reached our team, and we will check the page against its sources.
      </p>
    )

  const count = message.trim().length
  const messageError = errors.message ?? errors._ ?? errors.page
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Suggest a correction
      </h3>
      <div>
        <label htmlFor={`${id}-message`} className="block font-semibold">
          What is wrong on this page?
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          Quote the sentence if you can, and tell us your source. Please do not include personal
          details.
        </p>
        <textarea
          ref={messageRef}
          id={`${id}-message`}
          name="message"
          rows={5}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value)
            if (messageError)
              setErrors((previous) => withoutFields(previous, ['message', '_', 'page']))
          }}
          aria-describedby={`${id}-hint ${id}-count${messageError ? ` ${id}-message-error` : ''}`}
          aria-invalid={messageError ? true : undefined}
          className="mt-2 w-full rounded-lg border border-input bg-white p-3 text-base"
        />
        <p id={`${id}-count`} className="text-sm text-ink-soft">
          {count.toLocaleString('en-US')} of {MESSAGE_MAX.toLocaleString('en-US')} characters
        </p>
        {messageError && (
          <p id={`${id}-message-error`} className="mt-1 text-sm font-semibold text-destructive">
            {messageError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block font-semibold">
          Your e-mail address (optional)
        </label>
        <p id={`${id}-email-hint`} className="text-sm text-ink-soft">
          Only if you would like a reply. We use it for nothing else.
        </p>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            if (errors.email) setErrors((previous) => withoutFields(previous, ['email']))
          }}
          aria-describedby={`${id}-email-hint${errors.email ? ` ${id}-email-error` : ''}`}
          aria-invalid={errors.email ? true : undefined}
          className="mt-2 w-full rounded-lg border border-input bg-white p-3 text-base"
        />
        {errors.email && (
          <p id={`${id}-email-error`} className="mt-1 text-sm font-semibold text-destructive">
            {errors.email}
          </p>
        )}
      </div>
      <div aria-hidden="true" className="hidden">
        <label htmlFor={`${id}-website`}>Leave this empty</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {state.step === 'editing' && state.problem && (
        <p ref={statusRef} tabIndex={-1} role="alert" className="font-semibold text-destructive">
          {state.problem}
        </p>
      )}
      <Button type="submit" disabled={state.step === 'sending'}>
        {state.step === 'sending' ? 'Sending…' : 'Send report'}
      </Button>
    </form>
  )
}
