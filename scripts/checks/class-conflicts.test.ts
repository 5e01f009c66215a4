// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import postcss, { type AtRule, type Declaration } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import tailwindcss from 'tailwindcss'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { cn } from '../../src/lib/utils.ts'
import tailwindConfig from '../../tailwind.config.ts'

/**
 * Every class conflict the components rely on, checked against Tailwind 3.4 itself (issue 44: tailwind-merge 3 is
 * the line made for Tailwind 4). A conflict is relied on where `cn()` puts one class after another (a later argument,
 * a cva variant after its base, a caller's `className` after the component's own classes). For each such pair the
 * CSS Tailwind 3.4 generates for this project's config is the judge:
 * - when tailwind-merge drops the earlier class, the later one must set every property the earlier one set (else a
 *   style is lost, e.g. a font size taken for a color);
 * - when it keeps both and they set a property in common, Tailwind must write the later one after the earlier one
 *   (else the override the component relies on does not happen).
 */

const root = path.resolve(import.meta.dirname, '..', '..')
const src = path.join(root, 'src')

// ---------------------------------------------------------------------------------------------------------------
// 1. The pairs: what each cn() call, cva() and component's className puts after what.

type Pair = { earlier: string[]; later: string[]; where: string }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name)
      ? [full]
      : []
  })
}

/** The class tokens written in a node: every string in it, but not property names or compared values. */
function tokensIn(node: ts.Node): string[] {
  const found: string[] = []
  const visit = (child: ts.Node) => {
    if (ts.isPropertyAssignment(child)) return visit(child.initializer)
    if (ts.isBinaryExpression(child) && /=/.test(child.operatorToken.getText())) return
    if (ts.isStringLiteralLike(child) || ts.isTemplateLiteralToken(child))
      found.push(...child.text.split(/\s+/).filter(Boolean))
    ts.forEachChild(child, visit)
  }
  visit(node)
  return found
}

const mentionsClassName = (node: ts.Node): boolean =>
  (ts.isIdentifier(node) && node.text === 'className') ||
  (ts.forEachChild(node, (child) => mentionsClassName(child) || undefined) ?? false)

type FileFacts = {
  /** cva() variable name → its tokens: the base, then each variant key's. */
  cva: Map<string, string[][]>
  /** The tokens a caller's className comes after (this file's cn()/cva() calls that take `className`). */
  beforeClassName: string[]
  /** Pairs inside the file. */
  pairs: Pair[]
  /** module path → tags used from it → the className tokens given to them. */
  classNamesGiven: Map<string, string[]>
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined
  if (!base) return undefined
  return [
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ].find((p) => {
    try {
      readFileSync(p)
      return true
    } catch {
      return false
    }
  })
}

function factsOf(file: string): FileFacts {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const where = path.relative(root, file)
  const facts: FileFacts = {
    cva: new Map(),
    beforeClassName: [],
    pairs: [],
    classNamesGiven: new Map(),
  }
  const imported = new Map<string, string>()
  const variantCalls: { name: string; takesClassName: boolean }[] = []
  const cnCalls: ts.CallExpression[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text)
      const names = node.importClause?.namedBindings
      if (target && names && ts.isNamedImports(names))
        for (const element of names.elements) imported.set(element.name.text, target)
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text
      if (callee === 'cn') cnCalls.push(node)
      if (
        callee === 'cva' &&
        ts.isVariableDeclaration(node.parent) &&
        ts.isIdentifier(node.parent.name)
      ) {
        const [base, options] = node.arguments
        const parts = [base ? tokensIn(base) : []]
        const variants =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find((p) => p.name?.getText() === 'variants')
            : undefined
        if (
          variants &&
          ts.isPropertyAssignment(variants) &&
          ts.isObjectLiteralExpression(variants.initializer)
        )
          for (const key of variants.initializer.properties) parts.push(tokensIn(key))
        facts.cva.set(node.parent.name.text, parts)
      }
      if (/Variants$/.test(callee))
        variantCalls.push({ name: callee, takesClassName: node.arguments.some(mentionsClassName) })
    }
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      ts.isIdentifier(node.tagName)
    ) {
      const target = imported.get(node.tagName.text)
      const attribute = node.attributes.properties.find(
        (p) => ts.isJsxAttribute(p) && p.name.getText() === 'className',
      )
      if (target && attribute && ts.isJsxAttribute(attribute) && attribute.initializer) {
        const given = facts.classNamesGiven.get(target) ?? []
        given.push(...tokensIn(attribute.initializer))
        facts.classNamesGiven.set(target, given)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)

  const expand = (node: ts.Node): string[] => {
    const calls: string[] = []
    const find = (child: ts.Node) => {
      if (
        ts.isCallExpression(child) &&
        ts.isIdentifier(child.expression) &&
        /Variants$/.test(child.expression.text)
      )
        calls.push(child.expression.text)
      ts.forEachChild(child, find)
    }
    find(node)
    const fromCva = calls.flatMap((name) => {
      const local = facts.cva.get(name)
      if (local) return local.flat()
      const target = imported.get(name)
      return target ? (factsOf(target).cva.get(name)?.flat() ?? []) : []
    })
    return [...fromCva, ...tokensIn(node)]
  }
  // tailwind-merge reads a call's classes in order, within one string as across arguments: each class is after all
  // the ones before it. A cva's variant keys come after its base (a key's values are alternatives, never together).
  const inOrder = (tokens: string[], where: string) =>
    tokens.forEach((token, index) => {
      if (index > 0) facts.pairs.push({ earlier: tokens.slice(0, index), later: [token], where })
    })
  for (const [name, [base = [], ...keys]] of facts.cva) {
    inOrder(base, `${where} ${name}`)
    keys.forEach((key, index) =>
      facts.pairs.push({
        earlier: [...base, ...keys.slice(0, index).flat()],
        later: key,
        where: `${where} ${name}`,
      }),
    )
  }
  for (const call of cnCalls) {
    const tokens = call.arguments.flatMap(expand)
    inOrder(tokens, where)
    if (call.arguments.some(mentionsClassName)) facts.beforeClassName.push(...tokens)
  }
  for (const { name, takesClassName } of variantCalls)
    if (takesClassName) facts.beforeClassName.push(...(facts.cva.get(name)?.flat() ?? []))
  return facts
}

function reliedOnPairs(): Pair[] {
  const files = sourceFiles(src)
  const facts = new Map(files.map((file) => [file, factsOf(file)]))
  const pairs = [...facts.values()].flatMap((fact) => fact.pairs)
  for (const [file, fact] of facts) {
    if (fact.beforeClassName.length === 0) continue
    const given = [...facts.entries()].flatMap(([caller, other]) =>
      (other.classNamesGiven.get(file) ?? []).map((token) => ({ token, caller })),
    )
    for (const { token, caller } of given)
      pairs.push({
        earlier: fact.beforeClassName,
        later: [token],
        where: `${path.relative(root, caller)} → ${path.relative(root, file)}`,
      })
  }
  return pairs
}

// ---------------------------------------------------------------------------------------------------------------
// 2. The judge: what Tailwind 3.4 generates for each token (property, in which context, in which order).

const LONGHANDS: Record<string, string[]> = {
  padding: ['padding-top', 'padding-right', 'padding-bottom', 'padding-left'],
  margin: ['margin-top', 'margin-right', 'margin-bottom', 'margin-left'],
  inset: ['top', 'right', 'bottom', 'left'],
  gap: ['row-gap', 'column-gap'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  'border-radius': [
    'border-top-left-radius',
    'border-top-right-radius',
    'border-bottom-right-radius',
    'border-bottom-left-radius',
  ],
  'border-width': [
    'border-top-width',
    'border-right-width',
    'border-bottom-width',
    'border-left-width',
  ],
  'border-color': [
    'border-top-color',
    'border-right-color',
    'border-bottom-color',
    'border-left-color',
  ],
  'grid-column': ['grid-column-start', 'grid-column-end'],
  'grid-row': ['grid-row-start', 'grid-row-end'],
  outline: ['outline-width', 'outline-style', 'outline-color'],
}

/** A declaration that only assembles Tailwind's own variables (transform, filter, box-shadow): no value of its own. */
function onlyComposes(value: string): boolean {
  if (!value.includes('var(--tw-')) return false
  let rest = value
  for (let previous = ''; previous !== rest;) {
    previous = rest
    rest = rest.replace(/var\(--tw-[\w-]+(?:,[^()]*)?\)/g, '')
  }
  return !/[0-9#]/.test(rest)
}

type Effect = Map<string, number> // `context|property` → the position Tailwind writes it at

async function tailwindEffects(tokens: Set<string>): Promise<Map<string, Effect>> {
  const result = await postcss([
    tailwindcss({
      ...tailwindConfig,
      content: [{ raw: [...tokens].join(' '), extension: 'html' }],
      corePlugins: { preflight: false },
    }),
  ]).process('@tailwind components; @tailwind utilities;', { from: undefined })
  const effects = new Map<string, Effect>()
  let position = 0
  result.root.walkRules((rule) => {
    const atRules: string[] = []
    for (
      let at = rule.parent as AtRule | undefined;
      at?.type === 'atrule';
      at = at.parent as AtRule
    )
      atRules.unshift(`@${at.name} ${at.params}`)
    for (const selector of rule.selectors) {
      selectorParser((selectors) => {
        selectors.walkClasses((node) => {
          if (!tokens.has(node.value)) return
          const token = node.value
          const context = `${atRules.join(' ')} ${selector.replace(node.toString().trim(), '&')}`
          const effect = effects.get(token) ?? new Map<string, number>()
          const own = rule.nodes.filter(
            (node): node is Declaration => node.type === 'decl' && !onlyComposes(node.value),
          )
          // A variable the rule sets for its own value (`--tw-bg-opacity: 1` beside `background-color: rgb(… /
          // var(--tw-bg-opacity))`) is part of that value, not a property of its own.
          const internal = new Set(
            own.flatMap((decl) =>
              [...decl.toString().matchAll(/var\((--tw-[\w-]+)/g)].map((m) => m[1]),
            ),
          )
          rule.walkDecls((decl) => {
            position += 1
            if (onlyComposes(decl.value) || internal.has(decl.prop)) return
            for (const property of LONGHANDS[decl.prop] ?? [decl.prop])
              effect.set(`${context}|${property}`, position)
          })
          effects.set(token, effect)
        })
      }).processSync(selector)
    }
  })
  return effects
}

// ---------------------------------------------------------------------------------------------------------------

const variantsOf = (token: string) => token.slice(0, token.lastIndexOf(':') + 1)

test('every class conflict the components rely on resolves as Tailwind 3.4 writes the CSS', async () => {
  const pairs = reliedOnPairs()
  const tokens = new Set(pairs.flatMap((pair) => [...pair.earlier, ...pair.later]))
  const effects = await tailwindEffects(tokens)
  // The scan found the components' overrides (a sanity check that it reads the code at all).
  expect(pairs.length).toBeGreaterThan(50)
  expect(effects.size).toBeGreaterThan(300)

  const problems = new Set<string>()
  let judged = 0
  for (const { earlier, later, where } of pairs)
    for (const a of new Set(earlier))
      for (const b of new Set(later)) {
        if (a === b || variantsOf(a) !== variantsOf(b)) continue
        const ofA = effects.get(a)
        const ofB = effects.get(b)
        if (!ofA || !ofB) continue
        judged += 1
        const kept = cn(a, b).split(' ')
        if (!kept.includes(a)) {
          const lost = [...ofA.keys()].filter((key) => !ofB.has(key))
          if (lost.length > 0)
            problems.add(`${where}: cn('${a}', '${b}') drops ${a}, losing ${lost.join(', ')}`)
        } else {
          const reversed = [...ofA.entries()].filter(
            ([key, at]) => ofB.has(key) && ofB.get(key)! < at,
          )
          if (reversed.length > 0)
            problems.add(
              `${where}: cn('${a}', '${b}') keeps both, but Tailwind writes ${a} later (${reversed.map(([key]) => key).join(', ')})`,
            )
        }
      }
  expect(judged).toBeGreaterThan(500)
  expect([...problems]).toEqual([])
}, 120_000)

test('the project’s own theme values are told apart from colors', () => {
  // Without the extension in utils.ts tailwind-merge takes these for colors and drops one of the pair.
  expect(cn('text-display-lg', 'text-ink')).toBe('text-display-lg text-ink')
  expect(cn('shadow-soft', 'shadow-lift')).toBe('shadow-lift')
  expect(cn('text-sm', 'text-display-md')).toBe('text-display-md')
})
