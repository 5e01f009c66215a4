/**
 * What a visitor typed into a prerendered form before the app started, when the app renders the page afresh
 * instead of hydrating it (a URL with a query string, e.g. /contact?agencyId=… reached from a contact link tapped
 * before the app had loaded): React replaces the DOM, so the values are read first and handed to the form that
 * renders in its place (docs/decisions/073-controls-work-before-the-app.md). Hydration keeps the DOM, and with it
 * the values, so it needs none of this.
 */
export type TypedFields = Record<string, string | boolean>

let typed: TypedFields = {}
let focusedName: string | null = null

/** Called by src/main.tsx right before it renders over prerendered HTML. */
export function captureTypedFields(root: ParentNode): void {
  typed = {}
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name], textarea[name]',
  )) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked && field.type === 'checkbox') typed[field.name] = true
      else if (field.checked) typed[field.name] = field.value
    } else if (field.value !== '') typed[field.name] = field.value
  }
  const active = document.activeElement
  focusedName = active && root.contains(active) ? active.getAttribute('name') : null
}

/** The values captured (once: a second form on the page, or a later render, gets nothing). */
export function takeTypedFields(): { values: TypedFields; focusedName: string | null } {
  const result = { values: typed, focusedName }
  typed = {}
  focusedName = null
  return result
}
