/**
 * The researcher's page's message catalog (docs/product/research.md, "The researcher's link and page"; docs/decisions/
 * 263), one file per language: messages-it.ts (the source and the page's default) and messages-en.ts (typed by the
 * Italian, so a missing key is a type error).
 */
export { it, type ResearchPageMessages } from './messages-it'
export { en } from './messages-en'
