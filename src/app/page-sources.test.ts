import aboutSource from '@/app/routes/about.tsx?raw'
import { articleReviews } from '@/content/article-reviews'
import { howItWorksItems } from '@/content/how-it-works'
import { overtourism, values } from '@/content/values'
import { pageSources } from '@/content/sources/page-sources'

/** Every number a dated page beyond the articles states is listed in its sources (docs/decisions/248). */
function numbers(text: string): string[] {
  return [...text.matchAll(/\d[\d,.]*\d|\d/g)].map((match) => match[0])
}

function expectSourced(path: string, text: string) {
  const figures = new Set((pageSources[path] ?? []).flatMap((source) => source.figures))
  for (const figure of numbers(text)) expect(figures, `${path}: ${figure}`).toContain(figure)
  expect(articleReviews[path], path).toBeDefined()
}

test('/our-values: every figure is in its sources', () => {
  expectSourced('/our-values', JSON.stringify([values, overtourism]))
})

test('/how-it-works: every year of the registers is in its sources', () => {
  const cost = howItWorksItems.find((item) => item.id === 'cost')!
  const registers = JSON.stringify(cost.answer).match(/Digital archives[^"]*/)![0]
  expectSourced('/how-it-works', registers.replace(/1700s/, ''))
})

test('/about-us: the ancestry figure is the Census Bureau’s, reviewed again', () => {
  const mission = aboutSource.match(/In 2021, 15\.9 million[^.]*\./)![0]
  expectSourced('/about-us', mission)
  expect(pageSources['/about-us']!.every((source) => source.reviewed === '2026-11-28')).toBe(true)
})
