/**
 * The journey page's welcome, the page's largest paint (docs/decisions/233-journey-shell.md): the page renders it,
 * and the early story writes it into the fallback page's shell when the story arrives before the app.
 */
export const welcomeClass = 'mt-3 max-w-2xl text-lg text-ink-soft'

export function welcomeText(firstName: string | null): string {
  return `${firstName ? `Welcome, ${firstName}. ` : ''}Everything you add here goes straight to our genealogists and travel team, and is saved as you type.`
}

/** The attribute the build puts on the shell's `Opening your story…` status (React never renders it). */
export const shellStatusAttribute = 'data-shell'

/**
 * Replaces the shell's `Opening your story…` with the welcome, when the app has not rendered yet: the shell is
 * the journey fallback's static copy of the page's loading state (scripts/build/prerender.ts), which React
 * replaces as a whole when it renders; once it has, there is no shell and nothing is touched.
 */
export function showWelcomeInShell(doc: Document, firstName: string | null): boolean {
  const status = doc.querySelector(`#root p[${shellStatusAttribute}][role="status"]`)
  if (!status) return false
  const welcome = doc.createElement('p')
  welcome.className = welcomeClass
  welcome.textContent = welcomeText(firstName)
  status.replaceWith(welcome)
  return true
}
