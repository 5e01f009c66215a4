import { Controller } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { describedBy, Field, type StepProps } from './field'

/** Step 4, 'Contact Information': name, last name, e-mail, phone and the newsletter consent. */
export function ContactStep({ form, fieldId }: StepProps) {
  const { errors } = form.formState
  const input = (name: 'name' | 'lastName' | 'email' | 'phone') => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(form, fieldId, name),
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
  })
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field form={form} fieldId={fieldId} name="name" label="First name">
        <Input autoComplete="given-name" maxLength={100} {...input('name')} />
      </Field>
      <Field form={form} fieldId={fieldId} name="lastName" label="Last name">
        <Input autoComplete="family-name" maxLength={100} {...input('lastName')} />
      </Field>
      <Field form={form} fieldId={fieldId} name="email" label="Email address">
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          {...input('email')}
        />
      </Field>
      <Field form={form} fieldId={fieldId} name="phone" label="Phone (optional)">
        <Input type="tel" autoComplete="tel" maxLength={32} {...input('phone')} />
      </Field>
      <div className="flex gap-3 rounded-xl bg-cream-100/70 p-4 sm:col-span-2">
        <Controller
          control={form.control}
          name="newsletterConsent"
          render={({ field }) => (
            <Checkbox
              id={fieldId('newsletterConsent')}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-describedby={fieldId('newsletterConsent-privacy')}
              className="mt-0.5"
            />
          )}
        />
        <div className="flex flex-col gap-1 text-sm">
          <Label htmlFor={fieldId('newsletterConsent')} className="font-medium leading-snug">
            Send me Radici's newsletter with heritage stories and travel ideas.
          </Label>
          <p id={fieldId('newsletterConsent-privacy')} className="text-muted-foreground">
            You can unsubscribe at any time. Read our{' '}
            <Link
              to={paths.privacy()}
              className="font-medium text-terracotta-700 underline underline-offset-2"
            >
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </div>
    </div>
  )
}
