import { useState, type ComponentProps } from 'react'

/**
 * A native select bound to one of the console's URL filters, that shows a choice at once.
 *
 * react-router commits a new URL inside a React transition (the list of 10,000 re-renders there, off the main
 * thread's urgent work). A select controlled by the committed value alone is put back to the old value at the
 * end of its change event, so a second quick ArrowDown started again from the old choice. The shown value is this
 * select's own state, set in the change event and following the URL whenever the URL changes (a link, back and
 * forward). docs/decisions/086-team-workflow-in-the-console.md.
 */
export function FilterSelect({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: string
  onValueChange: (value: string) => void
}) {
  const [shown, setShown] = useState(value)
  const [committed, setCommitted] = useState(value)
  if (committed !== value) {
    setCommitted(value)
    setShown(value)
  }
  return (
    <select
      {...props}
      value={shown}
      onChange={(event) => {
        setShown(event.target.value)
        onValueChange(event.target.value)
      }}
    />
  )
}
