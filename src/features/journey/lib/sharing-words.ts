/**
 * The sentence under the sharing choices (docs/product/agency-handoff.md): what the server holds, in words, for the
 * agency named, in the tense of the hand-off: before it `will receive`, while the agency reads `receives`, once it
 * accepted `can see` (its page follows the newest choice: docs/decisions/254).
 */
export type SharingTense = 'will receive' | 'receives' | 'can see'

export function inForceSentence(
  agency: string,
  choice: { ancestors: boolean; health: boolean },
  verb: SharingTense,
): string {
  const ancestors = 'your ancestors’ names and towns'
  const health = 'your health and access notes'
  if (choice.ancestors && choice.health) return `${agency} ${verb} ${ancestors} and ${health}.`
  if (choice.ancestors) return `${agency} ${verb} ${ancestors}. ${capital(health)} are not shared.`
  if (choice.health) return `${agency} ${verb} ${health}. ${capital(ancestors)} are not shared.`
  return `${capital(ancestors)} and ${health} are not shared with ${agency}.`
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
