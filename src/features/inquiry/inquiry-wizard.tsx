import type { InquiryContext } from './inquiry-context'

// PLACEHOLDER: the lead-capture issue (#5) builds the 4-step wizard here.
export function InquiryWizard(props: { context?: InquiryContext; variant?: 'page' | 'dialog' }) {
  return (
    <p className="text-muted-foreground" data-context={JSON.stringify(props.context ?? {})}>
      The inquiry wizard is being built.
    </p>
  )
}
