/**
 * The characters the site's two webfonts keep (docs/decisions/071-font-subsets.md): printable ASCII, the
 * no-break space, the Italian (and a few other common western) accented letters, and the typographic
 * punctuation the content uses. scripts/build/subset-fonts.ts cuts the fonts to them; scripts/build/prerender.ts fails
 * when a prerendered page shows a character they lack (add it here and run `npm run fonts:subset`).
 */
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, index) =>
  String.fromCodePoint(0x20 + index),
).join('')

export const SUBSET_TEXT = `${ascii}\u00a0§©«»°·×ÀÈÉÌÍÒÓÙÚàèéìíòóùúÇçËëÏïÖöÜüÄäÑñ–—‘’“”•…€←→`

/** The CSS unicode-range of SUBSET_TEXT (src/index.css must declare exactly this for the subset faces). */
export function unicodeRange(text: string = SUBSET_TEXT): string {
  const points = [...new Set(Array.from(text, (char) => char.codePointAt(0)!))].sort(
    (a, b) => a - b,
  )
  const ranges: string[] = []
  for (let index = 0; index < points.length;) {
    let end = index
    while (end + 1 < points.length && points[end + 1] === points[end] + 1) end++
    const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
    ranges.push(
      end === index ? `U+${hex(points[index])}` : `U+${hex(points[index])}-${hex(points[end])}`,
    )
    index = end + 1
  }
  return ranges.join(', ')
}

/** Code points the latin-ext faces cover (copied from src/index.css): they may appear without being in the subset. */
export const LATIN_EXT_RANGES: Array<[number, number]> = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020, 0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
]

/** Characters of `text` that neither the subset nor the latin-ext faces cover. */
export function uncoveredCharacters(text: string): string[] {
  const subset = new Set(SUBSET_TEXT)
  const missing = new Set<string>()
  for (const char of text) {
    const point = char.codePointAt(0)!
    if (point < 0x20 || subset.has(char)) continue
    if (LATIN_EXT_RANGES.some(([from, to]) => point >= from && point <= to)) continue
    missing.add(char)
  }
  return [...missing]
}
