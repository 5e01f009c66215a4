import type { RegionSection } from '@/content/regions/region-fallbacks'

/** Parsed region content (docs/product/rules.md, "Region"): what a region page shows above its call to action. */
export interface ParsedRegionContent {
  title: string
  subtitle: string
  introduction: string
  sections: RegionSection[]
}

const TITLE = /^# (.*)$/
const SECTION = /^## (.*)$/

/**
 * Parses a region article (docs/product/public-site.md, "Region pages"):
 * - the first '# ' line gives the title, split at the first colon into title and subtitle;
 * - the first non-heading line is the introduction;
 * - each '## ' line starts a section whose paragraphs are joined (blank-line separated, kept as '\n\n' so
 *   the page can show them as paragraphs).
 * Returns null when the markdown cannot give a complete page (no '# ' title, no introduction, no section,
 * or an empty section); the page then falls back to the region record's fullContent.
 */
export function parseRegionMarkdown(
  markdown: string | undefined | null,
): ParsedRegionContent | null {
  if (typeof markdown !== 'string') return null
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')

  let heading: string | undefined
  let introduction: string | undefined
  const sections: Array<{ title: string; blocks: string[][] }> = []

  for (const raw of lines) {
    const line = raw.trim()
    const title = TITLE.exec(line)
    if (title) {
      heading ??= title[1]!.trim()
      continue
    }
    const section = SECTION.exec(line)
    if (section) {
      sections.push({ title: section[1]!.trim(), blocks: [[]] })
      continue
    }
    const current = sections.at(-1)
    if (line === '') {
      if (current && current.blocks.at(-1)!.length > 0) current.blocks.push([])
      continue
    }
    if (introduction === undefined && !line.startsWith('#')) {
      introduction = line
      continue
    }
    current?.blocks.at(-1)!.push(line)
  }

  if (!heading || !introduction || sections.length === 0) return null
  const colon = heading.indexOf(':')
  const title = (colon === -1 ? heading : heading.slice(0, colon)).trim()
  const subtitle = colon === -1 ? '' : heading.slice(colon + 1).trim()
  if (!title) return null

  const parsedSections = sections.map((section) => ({
    title: section.title,
    content: section.blocks
      .filter((block) => block.length > 0)
      .map((block) => block.join('\n'))
      .join('\n\n'),
  }))
  if (parsedSections.some((section) => !section.title || !section.content)) return null

  return { title, subtitle, introduction, sections: parsedSections }
}
