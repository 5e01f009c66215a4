/**
 * The part of the stylesheet a prerendered page needs for its first paint (docs/decisions/070-javascript-after-first-paint.md):
 * every rule with a selector that matches an element of the page once state pseudo-classes and pseudo-elements
 * (:hover, :focus-visible, ::before…) are set aside, plus every @font-face, @keyframes and @property. States that
 * only JavaScript creates (an open menu's [data-state=open]…) are left out: src/boot.ts adds the whole
 * stylesheet before the app starts. Keeping a rule too many is harmless, so anything unsure is kept.
 */
import { compileSheet } from 'beasties/compiler'
import { createProcessor } from 'beasties/runtime'
import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss'

/** Pseudo-classes that narrow a selector by structure, not by state: kept when matching. */
const structural =
  /^:(not|is|where|has|root|empty|first-child|last-child|only-child|first-of-type|last-of-type|only-of-type|nth-child|nth-last-child|nth-of-type|nth-last-of-type)$/

/** A selector without its state pseudo-classes and pseudo-elements (escaped colons in class names stay). */
export function staticSelector(selector: string): string {
  let result = ''
  let index = 0
  while (index < selector.length) {
    const char = selector[index]
    if (char === '\\') {
      result += selector.slice(index, index + 2)
      index += 2
      continue
    }
    if (char !== ':') {
      result += char
      index++
      continue
    }
    const match = /^::?[-\w]+/.exec(selector.slice(index))!
    let end = index + match[0].length
    if (selector[end] === '(') {
      let depth = 0
      for (; end < selector.length; end++) {
        if (selector[end] === '\\') end++
        else if (selector[end] === '(') depth++
        else if (selector[end] === ')' && --depth === 0) {
          end++
          break
        }
      }
    }
    if (structural.test(match[0])) result += selector.slice(index, end)
    index = end
  }
  result = result.trim()
  if (!result || /[>+~]$/.test(result)) result += '*'
  if (/[\s>+~]$/.test(result.replace(/\*$/, '')) || /^[>+~]/.test(result)) return '*'
  return result.replace(/(^|[\s>+~])(?=[>+~]|$)/g, '$1*')
}

/** What a page's elements carry: tag names, class names, attribute names and attribute name=value pairs. */
interface Page {
  tags: Set<string>
  classes: Set<string>
  attributes: Set<string>
}

const decode = (value: string) =>
  value.replace(
    /&(amp|quot|lt|gt|#x27|#39);/g,
    (_, entity: string) =>
      ({ amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[entity]!,
  )

function readPage(html: string): Page {
  const page: Page = { tags: new Set(), classes: new Set(), attributes: new Set() }
  const body = html.replace(/<(style|script)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/g, '')
  for (const [, tag, attributes] of body.matchAll(
    /<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g,
  )) {
    page.tags.add(tag.toLowerCase())
    for (const [, name, value = ''] of attributes.matchAll(/([^\s=/>"']+)(?:="([^"]*)")?/g)) {
      page.attributes.add(name)
      page.attributes.add(`${name}=${decode(value)}`)
      if (name === 'class')
        for (const item of decode(value).split(/\s+/)) if (item) page.classes.add(item)
    }
  }
  return page
}

const unescape = (name: string) => name.replace(/\\(.)/g, '$1')

/**
 * Whether some elements of the page could match the selector: every class, tag and attribute it requires
 * (outside :not() and the like) is on some element. The combinators are not checked (a rule too many).
 */
function mayMatch(page: Page, selector: string): boolean {
  const attributes: string[] = []
  const simple = staticSelector(selector)
    .replace(/:(not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/\[((?:\\.|[^\]\\])*)\]/g, (_, inside: string) => {
      attributes.push(inside)
      return ' '
    })
  for (const inside of attributes) {
    const match = /^\s*([-\w:]+)\s*(?:(=)\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+))\s*(i)?)?/.exec(
      inside,
    )
    if (!match) continue
    const [, name, equals, double, single, bare] = match
    if (
      equals && !match[6]
        ? !page.attributes.has(`${name}=${double ?? single ?? unescape(bare ?? '')}`)
        : !page.attributes.has(name)
    ) {
      return false
    }
  }
  for (const [, name] of simple.matchAll(/\.((?:\\.|[-\w])+)/g))
    if (!page.classes.has(unescape(name))) return false
  for (const [, tag] of simple.matchAll(/(?:^|[\s>+~,(])([a-zA-Z][\w-]*)/g))
    if (!page.tags.has(tag.toLowerCase())) return false
  return true
}

function prune(container: Container, page: Page) {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return
      if (!rule.selectors.some((selector) => mayMatch(page, selector))) rule.remove()
    } else if (node.type === 'atrule') {
      const atRule = node as AtRule
      if (/^(media|supports|layer|container)$/i.test(atRule.name) && atRule.nodes) {
        prune(atRule, page)
        if (!atRule.nodes.length) atRule.remove()
      }
    }
  })
}

let parsed: { css: string; root: Root } | undefined

/** The rules of `css` that the page `html` uses at first paint, in their original order. */
export function criticalCss(css: string, html: string): string {
  if (parsed?.css !== css) parsed = { css, root: postcss.parse(css) }
  const root = parsed.root.clone()
  prune(root, readPage(html))
  return root.toString()
}

/**
 * The same job done by beasties, tried and not used (docs/decisions/126: it drops rules the first paint needs); the
 * build uses it only with `CRITICAL_CSS=beasties`, to try a newer version. Its compiler and runtime pick the rules the page's elements
 * match (whole selectors, combinators included), without rewriting the page: prerender.ts keeps its own head
 * rewrite (no inline `onload`, no script: the CSP allows none) and src/boot.ts still adds the late stylesheet.
 * Every @font-face rule is put first: the late stylesheet carries none (declared twice, a face is a new font).
 */
let compiled: { css: string; href: string; extract: (html: string) => { css: string } } | undefined

export function beastiesCriticalCss(css: string, html: string, href: string): string {
  if (compiled?.css !== css || compiled.href !== href) {
    const processor = createProcessor([compileSheet(css, { href })], {
      fonts: false,
      keyframes: 'critical',
      cache: false,
    })
    compiled = { css, href, extract: processor.extract }
  }
  const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? []
  return faces.join('') + compiled.extract(html).css
}
