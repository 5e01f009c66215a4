/**
 * Draws the region artwork from real outlines (docs/product/rules.md, "Brand and configuration").
 *
 *   npm run generate:art      (= npx tsx scripts/build/generate-region-art.ts)
 *
 * Reads scripts/data/italy-regions.topo.json (ISTAT, openpolis, CC BY 4.0) and writes committed SVGs into
 * public/images/regions/: for each blog region a card (800×600: the region and its neighbors, plus an inset of
 * Italy) and a hero (1600×900: the region framed right of center, room for the title on the left), and the home
 * hero (1600×1000: Italy with the eight heritage regions and the emigrants' route across the sea).
 * No dependencies: TopoJSON decoding, the projection and the simplification are a few lines each.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const outDir = join(root, 'public/images/regions')

// ---------------------------------------------------------------------------------------------------------------
// Data

type Ring = number[] // arc indexes (negative = reversed, as ~i)
interface Geometry {
  type: 'Polygon' | 'MultiPolygon'
  arcs: Ring[] | Ring[][]
  properties: { reg_name: string }
}
interface Topology {
  arcs: Array<Array<[number, number]>>
  transform: { scale: [number, number]; translate: [number, number] }
  objects: { regions: { geometries: Geometry[] } }
}

type Point = [number, number]

const topology = JSON.parse(
  readFileSync(join(root, 'scripts/data/italy-regions.topo.json'), 'utf8'),
) as Topology

/** Delta-decoded, de-quantised arcs in longitude/latitude. */
const arcs: Point[][] = topology.arcs.map((arc) => {
  let x = 0
  let y = 0
  const { scale, translate } = topology.transform
  return arc.map(([dx, dy]) => {
    x += dx
    y += dy
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]] as Point
  })
})

interface RegionShape {
  name: string
  polygons: Ring[][] // polygon → rings → arc indexes
}

const shapes: RegionShape[] = topology.objects.regions.geometries.map((geometry) => ({
  name: geometry.properties.reg_name,
  polygons: geometry.type === 'Polygon' ? [geometry.arcs as Ring[]] : (geometry.arcs as Ring[][]),
}))

/** Blog slug → the region's name in the data (Italian). */
const blogRegions = {
  sicily: 'Sicilia',
  tuscany: 'Toscana',
  calabria: 'Calabria',
  campania: 'Campania',
  puglia: 'Puglia',
  abruzzo: 'Abruzzo',
  marche: 'Marche',
  molise: 'Molise',
} as const

function shape(name: string): RegionShape {
  const found = shapes.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`Region "${name}" is not in the map data`)
  return found
}

// ---------------------------------------------------------------------------------------------------------------
// Projection: equirectangular with a standard parallel at 42°N (true to shape for Italy), y pointing down.

const COS = Math.cos((42 * Math.PI) / 180)
const project = ([lon, lat]: Point): Point => [lon * COS, -lat]

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

function bounds(points: Iterable<Point>): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity }
  for (const [x, y] of points) {
    box.x0 = Math.min(box.x0, x)
    box.y0 = Math.min(box.y0, y)
    box.x1 = Math.max(box.x1, x)
    box.y1 = Math.max(box.y1, y)
  }
  return box
}

function* shapePoints(region: RegionShape): Generator<Point> {
  for (const polygon of region.polygons)
    for (const ring of polygon)
      for (const index of ring) yield* arcs[index < 0 ? ~index : index]!.map(project)
}

/** A view maps projected units to pixels: px = (x - cx) * k + ox. */
interface View {
  k: number
  cx: number
  cy: number
  ox: number
  oy: number
  width: number
  height: number
}

const toPixel =
  (view: View) =>
  (point: Point): Point => {
    const [x, y] = project(point)
    return [(x - view.cx) * view.k + view.ox, (y - view.cy) * view.k + view.oy]
  }

/** Fits `box` into `fraction` of the canvas, centered on (fx·width, fy·height). */
function fit(box: Box, width: number, height: number, fraction: number, fx = 0.5, fy = 0.5): View {
  const k = Math.min(
    (width * fraction) / (box.x1 - box.x0),
    (height * fraction) / (box.y1 - box.y0),
  )
  return {
    k,
    cx: (box.x0 + box.x1) / 2,
    cy: (box.y0 + box.y1) / 2,
    ox: width * fx,
    oy: height * fy,
    width,
    height,
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Simplification (Douglas–Peucker on each shared arc, so neighbors keep a common border) and path writing.

function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points
  const keep = new Uint8Array(points.length)
  keep[0] = keep[points.length - 1] = 1
  const stack: Array<[number, number]> = [[0, points.length - 1]]
  while (stack.length) {
    const [a, b] = stack.pop()!
    const [ax, ay] = points[a]!
    const [bx, by] = points[b]!
    const dx = bx - ax
    const dy = by - ay
    const length = Math.hypot(dx, dy)
    let worst = -1
    let worstDistance = 0
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!
      const distance =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length
      if (distance > worstDistance) {
        worstDistance = distance
        worst = i
      }
    }
    if (worst !== -1 && worstDistance > tolerance) {
      keep[worst] = 1
      stack.push([a, worst], [worst, b])
    }
  }
  return points.filter((_, i) => keep[i])
}

const round = (value: number) => Math.round(value * 10) / 10
const num = (value: number) => {
  const text = String(round(value))
  return text.replace(/^(-?)0\./, '$1.')
}
/** Appends a number to path data with the shortest unambiguous separator. */
function append(d: string, value: number): string {
  const text = num(value)
  const last = d.at(-1) ?? ''
  if (/[A-Za-z]/.test(last) || text.startsWith('-')) return d + text
  if (text.startsWith('.') && /\.\d*$/.test(d)) return d + text
  return `${d} ${text}`
}
const pair = (x: number, y: number) => append(append('', x), y).trimStart()

/** One `d` attribute for a set of regions, in relative commands, coordinates rounded to 0.1 px. */
function pathData(regions: RegionShape[], view: View, tolerance: number, margin = 0): string {
  const pixelArcs = new Map<number, Point[]>()
  const arcPixels = (index: number) => {
    const key = index < 0 ? ~index : index
    let points = pixelArcs.get(key)
    if (!points) {
      points = simplify(arcs[key]!.map(toPixel(view)), tolerance)
      pixelArcs.set(key, points)
    }
    return index < 0 ? [...points].reverse() : points
  }
  const inside = (box: Box) =>
    box.x1 >= -margin &&
    box.y1 >= -margin &&
    box.x0 <= view.width + margin &&
    box.y0 <= view.height + margin

  let d = ''
  for (const region of regions) {
    for (const polygon of region.polygons) {
      for (const ring of polygon) {
        const points: Point[] = []
        for (const index of ring) {
          const arc = arcPixels(index)
          points.push(...(points.length ? arc.slice(1) : arc))
        }
        const rounded = points.map(([x, y]) => [round(x), round(y)] as Point)
        const box = bounds(rounded)
        if (!inside(box) || (box.x1 - box.x0 < 1.5 && box.y1 - box.y0 < 1.5)) continue
        let [px, py] = rounded[0]!
        d += `M${pair(px, py)}l`
        for (const [x, y] of rounded.slice(1)) {
          if (x === px && y === py) continue
          d = append(append(d, x - px), y - py)
          ;[px, py] = [x, y]
        }
        d += 'z'
      }
    }
  }
  return d.replace(/lz/g, 'z')
}

// ---------------------------------------------------------------------------------------------------------------
// Palette (tailwind.config.ts)

const color = {
  cream50: '#fdfaf4',
  cream100: '#f9f2e4',
  cream200: '#f2e5cc',
  cream300: '#e7d2ab',
  olive100: '#e7eadb',
  olive200: '#ced5b6',
  olive300: '#aeb98a',
  olive400: '#8c9a62',
  terracotta300: '#dc9b80',
  terracotta400: '#cb7452',
  terracotta500: '#b85a38',
  terracotta700: '#7a3b2a',
  gold300: '#e3c57e',
  gold400: '#d4ab55',
}

const italy = shapes
const italyBox = bounds(italy.flatMap((region) => [...shapePoints(region)]))

/** Parallels and meridians every `step` degrees, as one thin path. */
function graticule(view: View, step: number): string {
  const pixel = toPixel(view)
  let d = ''
  for (let lon = 0; lon <= 26; lon += step) {
    const [x0, y0] = pixel([lon, 50])
    const [, y1] = pixel([lon, 30])
    if (x0 < -1 || x0 > view.width + 1) continue
    d += `M${pair(x0, Math.max(y0, 0))}V${num(Math.min(y1, view.height))}`
  }
  for (let lat = 30; lat <= 50; lat += step) {
    const [, y] = pixel([0, lat])
    if (y < -1 || y > view.height + 1) continue
    d += `M0 ${num(y)}H${view.width}`
  }
  return d
}

function seaDefs(id: string) {
  return `<pattern id="${id}" width="36" height="18" patternUnits="userSpaceOnUse"><path d="M0 9q4.5-5 9 0t9 0 9 0 9 0" fill="none" stroke="${color.cream300}" stroke-width="1.2" opacity=".55"/></pattern>`
}

function svg(width: number, height: number, title: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">${body}</svg>\n`
}

// ---------------------------------------------------------------------------------------------------------------
// Compositions

function regionView(
  region: RegionShape,
  width: number,
  height: number,
  fraction: number,
  fx: number,
) {
  const box = bounds(shapePoints(region))
  // Small regions (Molise) are framed with some of their neighbors around them.
  const minSpan = 1.6
  const padX = Math.max(0, minSpan - (box.x1 - box.x0)) / 2
  const padY = Math.max(0, minSpan - (box.y1 - box.y0)) / 2
  return fit(
    { x0: box.x0 - padX, y0: box.y0 - padY, x1: box.x1 + padX, y1: box.y1 + padY },
    width,
    height,
    fraction,
    fx,
  )
}

function regionMap(region: RegionShape, view: View, tolerance: number, strokeScale = 1) {
  const others = italy.filter((candidate) => candidate !== region)
  const land = pathData(others, view, tolerance, 40)
  const highlight = pathData([region], view, tolerance, 40)
  const sw = (value: number) => num(value * strokeScale)
  return (
    `<rect width="${view.width}" height="${view.height}" fill="${color.cream100}"/>` +
    `<rect width="${view.width}" height="${view.height}" fill="url(#sea)"/>` +
    `<path d="${graticule(view, 1)}" fill="none" stroke="${color.olive200}" stroke-width="${sw(1)}" opacity=".7"/>` +
    `<g stroke-linejoin="round">` +
    `<path d="${land}" fill="${color.olive100}" stroke="${color.olive300}" stroke-width="${sw(1.2)}"/>` +
    `<path d="${highlight}" fill="${color.terracotta400}" stroke="${color.terracotta700}" stroke-width="${sw(1.6)}"/>` +
    `</g>`
  )
}

function inset(region: RegionShape, x: number, y: number, height: number) {
  const pad = 14
  const innerHeight = height - pad * 2
  const ratio = (italyBox.x1 - italyBox.x0) / (italyBox.y1 - italyBox.y0)
  const innerWidth = innerHeight * ratio
  const width = innerWidth + pad * 2
  const view: View = {
    ...fit(italyBox, innerWidth, innerHeight, 1),
    ox: innerWidth / 2 + x + pad,
    oy: innerHeight / 2 + y + pad,
    width: 10_000,
    height: 10_000,
  }
  const whole = pathData(italy, view, 0.9)
  const highlight = pathData([region], view, 0.6)
  return (
    `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${height}" rx="14" fill="${color.cream50}" stroke="${color.cream300}" stroke-width="1.5"/>` +
    `<path d="${whole}" fill="${color.olive200}"/>` +
    `<path d="${highlight}" fill="${color.terracotta500}"/>`
  )
}

function regionCard(slug: keyof typeof blogRegions) {
  const region = shape(blogRegions[slug])
  const width = 800
  const height = 600
  const view = regionView(region, width, height, 0.62, 0.58)
  const body =
    `<defs>${seaDefs('sea')}</defs>` +
    regionMap(region, view, 0.7) +
    inset(region, 24, height - 24 - 190, 190)
  return svg(width, height, `Map of Italy with ${slug} highlighted`, body)
}

function regionHero(slug: keyof typeof blogRegions) {
  const region = shape(blogRegions[slug])
  const width = 1600
  const height = 900
  const view = regionView(region, width, height, 0.58, 0.7)
  const body = `<defs>${seaDefs('sea')}</defs>` + regionMap(region, view, 0.9, 1.6)
  return svg(width, height, `Map of ${slug} in Italy`, body)
}

function homeHero() {
  const width = 1600
  const height = 1000
  const view = fit(italyBox, width, height, 0.8, 0.7, 0.5)
  const heritage = Object.values(blogRegions).map(shape)
  const others = italy.filter((region) => !heritage.includes(region))
  const pixel = toPixel(view)
  const [nx, ny] = pixel([14.25, 40.85]) // Naples, where most emigrants boarded
  const [sx, sy] = pixel([13.4, 43.7]) // the sun above the Adriatic hills
  const route = `M-20 ${num(height * 0.74)}C${num(width * 0.25)} ${num(height * 0.6)} ${num(width * 0.45)} ${num(ny + 120)} ${num(nx - 6)} ${num(ny + 4)}`
  const body =
    `<defs>${seaDefs('sea')}` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color.cream50}"/><stop offset="1" stop-color="${color.cream200}"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="${color.gold300}" stop-opacity=".75"/><stop offset="1" stop-color="${color.gold300}" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#sea)" opacity=".8"/>` +
    `<circle cx="${num(sx + 170)}" cy="${num(sy - 40)}" r="300" fill="url(#sun)"/>` +
    `<path d="${graticule(view, 2)}" fill="none" stroke="${color.olive200}" stroke-width="1.2" opacity=".6"/>` +
    `<g stroke-linejoin="round" stroke="${color.cream50}" stroke-width="1.6">` +
    `<path d="${pathData(others, view, 1.1)}" fill="${color.olive200}"/>` +
    `<path d="${pathData(heritage, view, 1.1)}" fill="${color.terracotta300}"/>` +
    `</g>` +
    `<path d="${route}" fill="none" stroke="${color.terracotta500}" stroke-width="4" stroke-dasharray="1 13" stroke-linecap="round"/>` +
    `<circle cx="${num(nx)}" cy="${num(ny)}" r="16" fill="none" stroke="${color.terracotta500}" stroke-width="2.5" opacity=".6"/>` +
    `<circle cx="${num(nx)}" cy="${num(ny)}" r="7" fill="${color.terracotta700}"/>`
  return svg(width, height, 'Map of Italy with the heritage regions', body)
}

// ---------------------------------------------------------------------------------------------------------------

mkdirSync(outDir, { recursive: true })
const written: Array<[string, number]> = []
function write(name: string, content: string) {
  writeFileSync(join(outDir, name), content)
  written.push([name, Buffer.byteLength(content)])
}

for (const slug of Object.keys(blogRegions) as Array<keyof typeof blogRegions>) {
  write(`${slug}.svg`, regionCard(slug))
  write(`${slug}-hero.svg`, regionHero(slug))
}
write('home-hero.svg', homeHero())

for (const [name, size] of written) console.log(`${name.padEnd(22)} ${(size / 1024).toFixed(1)} KB`)
