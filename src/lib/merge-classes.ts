// A small Tailwind class merger for cn(): a later class replaces an earlier one of the same group under the same
// variants (px-6 after px-4, hover:bg-white after hover:bg-ink, text-lg after text-sm but not after text-ink).
// It knows the class groups this codebase writes, instead of shipping tailwind-merge (~5 KB gzip) to every page
// (docs/decisions/064-own-class-merger.md). src/lib/utils.test.ts merges every pair of classes in src with it and
// with the real tailwind-merge, so a class it gets wrong fails that test. Classes it does not know are kept.

// "prefix:group", or "prefix:group=values;group=values;group" where the first group whose values (a regular
// expression) match the rest of the class wins and a last group without values takes any other value (colours).
// Without ":", the group is the prefix. A group is a path: a class also replaces earlier classes of the groups
// below its own (p-4 replaces px-2 and pt-1, size-4 replaces w-2, text-lg replaces leading-tight).
// W: a width (border, border-2, border-[3px]); L: an arbitrary length ([0.95rem], [calc(…)]), not a colour.
const table = `text:fs=xs|sm|base|lg|\\d?xl|display-\\w+|L;ta=left|center|right|justify|start|end;tw=wrap|nowrap|balance|pretty;tc
bg:bgc border:bw=W;bs=solid|dashed|dotted|double|hidden|none;bcol=collapse|separate;bc ring:rw=W;ri=inset;rc
ring-offset:ro=W;roc outline:os=none|hidden|solid|dashed|dotted|double;ow=W;oc divide:dvc
shadow:sh=|\\d?x[sl]|sm|md|lg|none|inner|soft|lift;shc font:fw=(extra|semi)?(light|bold)|thin|normal|medium|black;ff
flex:fd=row|row-reverse|col|col-reverse;fx=wrap|wrap-reverse|nowrap;flex grow:flex-grow=.* shrink:flex-shrink=.* basis:flex-basis
object:of=contain|cover|fill|none|scale-down;op from:gf=\\d+%;gfc via:gv=\\d+%;gvc to:gt=\\d+%;gtc
justify:jc justify-self:js content:ac leading:fs-lh animate:animate=spin|ping|pulse|bounce|none|\\[.+ filter:filter=|none
transition:transition=.* blur:blur=.* backdrop-blur:backdrop-blur=.* divide-x:divide-x=.* divide-y:divide-y=.*
w:size-w h:size-h inset:i inset-x:i-x inset-y:i-y top:i-y-t bottom:i-y-b left:i-x-l right:i-x-r start:i-s end:i-e
size gap gap-x gap-y min-w min-h max-w max-h z opacity duration ease delay tracking whitespace break cursor select appearance
pointer-events place-items items self line-clamp order aspect fill accent underline-offset space-x space-y
grid-cols grid-rows col-span row-span translate-x translate-y scale rotate overflow overflow-x overflow-y list rounded`

// Classes that are a keyword only: display, position, visibility, …
const keywords = parseGroups(
  'd=block|inline(-block|-flex|-grid)?|flex|grid|table|contents|flow-root|hidden;pos=static|fixed|absolute|relative|sticky;v=visible|invisible|collapse;sr=(not-)?sr-only;iso=isolate;st=(not-)?italic;dl=underline|overline|line-through|no-underline;tt=uppercase|lowercase|capitalize|normal-case;to=truncate;container=container',
)

const rules: Record<string, string> = {}
for (const rule of table.split(/\s+/)) {
  const [prefix, groups = prefix] = rule.split(':') as [string, string?]
  rules[prefix] = groups
}
// p, px, pt, …: a side is below its axis (pl below px), an axis below the whole (px below p); borders alike
for (const [side, path] of Object.entries({
  x: 'x',
  y: 'y',
  t: 'y-t',
  b: 'y-b',
  l: 'x-l',
  r: 'x-r',
  s: 's',
  e: 'e',
})) {
  rules[`p${side}`] = `p-${path}`
  rules[`m${side}`] = `m-${path}`
  rules[`scroll-m${side}`] = `sm-${path}`
  rules[`border-${side}`] = `bw-${path}=W;bc-${path}`
}
rules.p = 'p'
rules.m = 'm'
rules['scroll-m'] = 'sm'

function parseGroups(groups: string): [string, RegExp?][] {
  return groups.split(';').map((group) => {
    const [name, values] = group.split('=') as [string, string?]
    return [
      name,
      values === undefined
        ? undefined
        : new RegExp(
            `^(${values.replace('W', '\\d*|L').replace('L', '\\[(length:|[\\d.]+[a-z%]|(calc|min|max|clamp)\\().*')})$`,
          ),
    ]
  })
}

const parsed: Record<string, [string, RegExp?][]> = {}
function pick(groups: [string, RegExp?][], value: string) {
  // a group without values needs one: "size" or "text" alone is no utility
  for (const [group, values] of groups) if (values ? values.test(value) : value) return group
}

/** The group of a utility without variants, important mark or minus sign (px-4 → "p-x"), if it is known. */
function groupOf(utility: string): string | undefined {
  const bracket = utility.search(/-[[(]/)
  const head = bracket < 0 ? utility.split('/')[0]! : utility.slice(0, bracket)
  const keyword = bracket < 0 && pick(keywords, head)
  if (keyword) return keyword
  const parts = head.split('-')
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join('-')
    const rule = rules[prefix]
    if (rule)
      return pick(
        (parsed[prefix] ??= parseGroups(rule)),
        bracket < 0 ? parts.slice(n).join('-') : utility.slice(bracket + 1),
      )
  }
}

/** Merges a space-separated class list: of the classes of one group under the same variants, the last one wins. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>()
  const kept: string[] = []
  for (const className of classList.split(/\s+/).reverse()) {
    // variants: everything up to the last ":" outside brackets (hover:, data-[state=open]:, [&_svg]:)
    const [, variants = '', utility = ''] = /^((?:(?:[^:[(]|\[[^\]]*]|\([^)]*\))*:)*)(.*)$/.exec(
      className,
    )!
    const key = `${variants}${/^!|!$/.test(utility) ? '!' : ''}|`
    const group = groupOf(utility.replace(/^!?-?|!$/g, ''))
    // dropped if a later class has the same variants and this group or one above it (p-x-l, p-x, p)
    let dropped = false
    for (let path = group; path; path = path.replace(/-?[^-]*$/, ''))
      dropped ||= taken.has(key + path)
    if (dropped) continue
    if (group) taken.add(key + group)
    if (className) kept.push(className)
  }
  return kept.reverse().join(' ')
}
