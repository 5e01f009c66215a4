// Draws the self-hosted illustrated artwork for itineraries and agencies (flat landscapes in the site palette).
// Run: node scripts/build/draw-artwork.mjs   (writes public/images/itineraries/*.svg and public/images/agencies/*.svg)
import { mkdirSync, writeFileSync } from 'node:fs'

const C = {
  cream50: '#fdfaf4',
  cream100: '#f9f2e4',
  cream200: '#f2e5cc',
  cream300: '#e7d2ab',
  gold300: '#e3c57e',
  gold400: '#d4ab55',
  gold500: '#b98d34',
  t200: '#eac2b0',
  t300: '#dc9b80',
  t400: '#cb7452',
  t500: '#b85a38',
  t600: '#9c452a',
  t700: '#7a3b2a',
  t800: '#5e2e22',
  o200: '#ced5b6',
  o300: '#aeb98a',
  o400: '#8c9a62',
  o500: '#6e7c47',
  o600: '#566238',
  o700: '#434c2d',
  o800: '#353c25',
  o900: '#262b1b',
  ink: '#2b211c',
  sea1: '#9db3ab',
  sea2: '#7f9a92',
  sea3: '#647f78',
  rock: '#c9b79a',
}
const r = (n) => Math.round(n * 10) / 10

function sky(id, top, bottom) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#${id})"/>`
}
const sun = (x, y, rad, color = C.gold300) =>
  `<circle cx="${x}" cy="${y}" r="${rad * 1.5}" fill="${color}" opacity=".25"/><circle cx="${x}" cy="${y}" r="${rad}" fill="${color}"/>`
/** A smooth hill band from a list of y values spread over the width. */
function band(ys, color, bottom = 800) {
  const step = 1200 / (ys.length - 1)
  let d = `M0 ${ys[0]}`
  for (let i = 1; i < ys.length; i++) {
    const x0 = (i - 1) * step,
      x1 = i * step
    d += ` C${r(x0 + step / 2)} ${ys[i - 1]} ${r(x1 - step / 2)} ${ys[i]} ${r(x1)} ${ys[i]}`
  }
  return `<path d="${d} V${bottom} H0Z" fill="${color}"/>`
}
const sea = (y, c1 = C.sea1, c2 = C.sea2) =>
  `<rect x="0" y="${y}" width="1200" height="${800 - y}" fill="${c1}"/><g stroke="${c2}" stroke-width="3" stroke-linecap="round" opacity=".7"><path d="M80 ${y + 30}h90M300 ${y + 55}h140M640 ${y + 25}h110M900 ${y + 60}h160M180 ${y + 95}h120M720 ${y + 100}h100"/></g>`
const cypress = (x, y, h, c = C.o800) =>
  `<path d="M${x} ${y - h} C${x + h * 0.16} ${y - h * 0.6} ${x + h * 0.14} ${y - h * 0.1} ${x} ${y} C${x - h * 0.14} ${y - h * 0.1} ${x - h * 0.16} ${y - h * 0.6} ${x} ${y - h}Z" fill="${c}"/>`
const olive = (x, y, s, c = C.o400) =>
  `<g><path d="M${x} ${y} v${-30 * s}" stroke="${C.t800}" stroke-width="${5 * s}"/><ellipse cx="${x}" cy="${y - 40 * s}" rx="${38 * s}" ry="${22 * s}" fill="${c}"/><ellipse cx="${x - 20 * s}" cy="${y - 52 * s}" rx="${22 * s}" ry="${14 * s}" fill="${c}" opacity=".85"/></g>`
const pine = (x, y, s, c = C.o700) =>
  `<g><path d="M${x} ${y} q${4 * s} ${-60 * s} ${-6 * s} ${-110 * s}" stroke="${C.t800}" stroke-width="${6 * s}" fill="none"/><path d="M${x - 80 * s} ${y - 110 * s} q${76 * s} ${-60 * s} ${160 * s} ${-4 * s} q${-80 * s} ${22 * s} ${-160 * s} ${4 * s}Z" fill="${c}"/></g>`
function house(x, y, w, h, wall, roof) {
  return `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${wall}"/><path d="M${x - 4} ${y - h} L${x + w / 2} ${y - h - w * 0.28} L${x + w + 4} ${y - h}Z" fill="${roof}"/><rect x="${x + w * 0.38}" y="${y - h * 0.55}" width="${w * 0.24}" height="${h * 0.3}" fill="${C.ink}" opacity=".55"/>`
}
function village(
  x,
  y,
  s,
  walls = [C.cream200, C.t200, C.cream300, C.t300],
  roof = C.t600,
  tower = true,
) {
  let g = ''
  const spec = [
    [-120, 50, 60],
    [-70, 60, 85],
    [-5, 70, 70],
    [60, 55, 95],
    [110, 60, 62],
  ]
  spec.forEach(([dx, w, h], i) => {
    g += house(x + dx * s, y, w * s, h * s, walls[i % walls.length], roof)
  })
  if (tower)
    g += `<rect x="${x + 18 * s}" y="${y - 170 * s}" width="${30 * s}" height="${170 * s}" fill="${C.cream300}"/><path d="M${x + 14 * s} ${y - 170 * s} l${19 * s} ${-30 * s} l${19 * s} ${30 * s}z" fill="${roof}"/><rect x="${x + 27 * s}" y="${y - 150 * s}" width="${12 * s}" height="${18 * s}" rx="${6 * s}" fill="${C.ink}" opacity=".6"/>`
  return g
}
function temple(x, y, s) {
  let cols = ''
  for (let i = 0; i < 7; i++)
    cols += `<rect x="${x + (12 + i * 44) * s}" y="${y - 150 * s}" width="${20 * s}" height="${150 * s}" fill="${C.gold400}"/>`
  return `<g><rect x="${x - 10 * s}" y="${y}" width="${330 * s}" height="${16 * s}" fill="${C.gold500}"/>${cols}<rect x="${x}" y="${y - 176 * s}" width="${310 * s}" height="${26 * s}" fill="${C.gold500}"/><path d="M${x - 6 * s} ${y - 176 * s} L${x + 155 * s} ${y - 236 * s} L${x + 316 * s} ${y - 176 * s}Z" fill="${C.gold400}"/></g>`
}
const volcano = (x, y, w, h) =>
  `<path d="M${x - w / 2} ${y} L${x - w * 0.09} ${y - h} Q${x} ${y - h - 12} ${x + w * 0.09} ${y - h} L${x + w / 2} ${y}Z" fill="${C.t300}"/><path d="M${x - w * 0.09} ${y - h} Q${x} ${y - h - 12} ${x + w * 0.09} ${y - h} L${x + w * 0.2} ${y - h * 0.7} Q${x} ${y - h * 0.78} ${x - w * 0.2} ${y - h * 0.7}Z" fill="${C.t400}"/><path d="M${x + 10} ${y - h - 20} q40 -30 10 -60 q40 -10 60 -50" stroke="${C.cream50}" stroke-width="16" fill="none" stroke-linecap="round" opacity=".6"/>`
function trullo(x, y, s, wall = C.cream50) {
  return `<rect x="${x - 40 * s}" y="${y - 60 * s}" width="${80 * s}" height="${60 * s}" fill="${wall}"/><path d="M${x - 44 * s} ${y - 60 * s} L${x} ${y - 150 * s} L${x + 44 * s} ${y - 60 * s}Z" fill="#8d8577"/><circle cx="${x}" cy="${y - 156 * s}" r="${8 * s}" fill="${wall}"/><rect x="${x - 12 * s}" y="${y - 36 * s}" width="${24 * s}" height="${36 * s}" rx="${12 * s}" fill="${C.t700}"/>`
}
function arches(x, y, n, w, h, c = C.t400) {
  let d = `M${x} ${y - h} h${n * w} v${h}`
  for (let i = n - 1; i >= 0; i--) {
    const ax = x + i * w
    d += ` h${-w * 0.2} v${-h * 0.45} a${w * 0.3} ${w * 0.3} 0 0 0 ${-w * 0.6} 0 v${h * 0.45} h${-w * 0.2}`
    void ax
  }
  return `<path d="${d}Z" fill="${c}"/><rect x="${x}" y="${y - h - 14}" width="${n * w}" height="14" fill="${C.t500}"/>`
}
const dome = (x, y, rad, c = C.cream300, drum = C.cream200) =>
  `<rect x="${x - rad * 0.8}" y="${y - rad * 0.7}" width="${rad * 1.6}" height="${rad * 0.7}" fill="${drum}"/><path d="M${x - rad} ${y - rad * 0.7} A${rad} ${rad} 0 0 1 ${x + rad} ${y - rad * 0.7}Z" fill="${c}"/><rect x="${x - 6}" y="${y - rad * 1.8}" width="12" height="${rad * 0.2 + 10}" fill="${drum}"/><path d="M${x - 10} ${y - rad * 1.75} L${x} ${y - rad * 2} L${x + 10} ${y - rad * 1.75}Z" fill="${C.gold400}"/>`
const redDomes = (x, y, s) =>
  `<rect x="${x}" y="${y - 110 * s}" width="${240 * s}" height="${110 * s}" fill="${C.cream300}"/>${[30, 110, 190].map((dx) => `<path d="M${x + (dx - 32) * s} ${y - 110 * s} A${32 * s} ${32 * s} 0 0 1 ${x + (dx + 32) * s} ${y - 110 * s}Z" fill="${C.t500}"/>`).join('')}<rect x="${x + 100 * s}" y="${y - 60 * s}" width="${20 * s}" height="${60 * s}" rx="${10 * s}" fill="${C.ink}" opacity=".5"/>`
const boat = (x, y, s, c = C.t600) =>
  `<path d="M${x - 60 * s} ${y} h${120 * s} l${-20 * s} ${22 * s} h${-80 * s}Z" fill="${c}"/><path d="M${x} ${y} v${-90 * s} l${50 * s} ${80 * s}Z" fill="${C.cream50}"/>`
const gondola = (x, y, s) =>
  `<path d="M${x - 90 * s} ${y - 16 * s} q${90 * s} ${40 * s} ${180 * s} 0 q${-90 * s} ${26 * s} ${-180 * s} 0Z" fill="${C.ink}"/><path d="M${x + 40 * s} ${y - 10 * s} l${16 * s} ${-70 * s}" stroke="${C.ink}" stroke-width="${4 * s}"/>`
function canalHouses(x, y, s) {
  const colors = [C.t300, C.gold300, C.t400, C.cream300, C.t200, C.gold400]
  let g = ''
  let cx = x
  const ws = [90, 70, 100, 80, 95, 75]
  const hs = [210, 250, 190, 270, 220, 240]
  ws.forEach((w, i) => {
    g += `<rect x="${cx}" y="${y - hs[i] * s}" width="${w * s}" height="${hs[i] * s}" fill="${colors[i]}"/>`
    for (let row = 0; row < 3; row++)
      g += `<rect x="${cx + w * 0.2 * s}" y="${y - hs[i] * s + (30 + row * 55) * s}" width="${w * 0.22 * s}" height="${30 * s}" rx="${8 * s}" fill="${C.ink}" opacity=".45"/><rect x="${cx + w * 0.58 * s}" y="${y - hs[i] * s + (30 + row * 55) * s}" width="${w * 0.22 * s}" height="${30 * s}" rx="${8 * s}" fill="${C.ink}" opacity=".45"/>`
    cx += w * s
  })
  return g
}
const campanile = (x, y, s, c = C.t500) =>
  `<rect x="${x}" y="${y - 330 * s}" width="${44 * s}" height="${330 * s}" fill="${c}"/><rect x="${x - 4 * s}" y="${y - 370 * s}" width="${52 * s}" height="${40 * s}" fill="${C.cream200}"/><rect x="${x + 12 * s}" y="${y - 362 * s}" width="${20 * s}" height="${26 * s}" rx="${10 * s}" fill="${C.ink}" opacity=".5"/><path d="M${x - 4 * s} ${y - 370 * s} L${x + 22 * s} ${y - 430 * s} L${x + 48 * s} ${y - 370 * s}Z" fill="${C.o600}"/>`
function peaks(ys, color, snow) {
  const step = 1200 / (ys.length - 1)
  let d = `M0 ${ys[0]}`
  ys.forEach((y, i) => {
    if (i) d += ` L${r(i * step)} ${y}`
  })
  let caps = ''
  if (snow)
    ys.forEach((y, i) => {
      if (i && i < ys.length - 1 && y < ys[i - 1] && y < ys[i + 1])
        caps += `<path d="M${r(i * step - 34)} ${y + 40} L${r(i * step)} ${y} L${r(i * step + 34)} ${y + 40} l-14 -8 l-12 10 l-10 -8Z" fill="${snow}"/>`
    })
  return `<path d="${d} V800 H0Z" fill="${color}"/>${caps}`
}
const rows = (y0, y1, c) => {
  let g = ''
  for (let y = y0; y < y1; y += 26)
    g += `<path d="M0 ${y} Q600 ${y - 20} 1200 ${y}" stroke="${c}" stroke-width="4" fill="none" opacity=".5"/>`
  return g
}

const scenes = {
  sicily: (id) =>
    sky(id, '#f1cf98', C.cream100) +
    sun(880, 230, 70) +
    sea(560) +
    band([470, 430, 480, 450, 500], C.o300, 600) +
    temple(200, 520, 1.05) +
    band([640, 610, 650, 620, 660], C.o500) +
    olive(780, 690, 1.3) +
    olive(900, 670, 1) +
    cypress(1080, 700, 200) +
    band([740, 720, 760, 735, 770], C.o700),
  calabria: (id) =>
    sky(id, '#efc7a0', C.cream100) +
    sun(260, 200, 60) +
    sea(600) +
    boat(250, 640, 0.8) +
    band([380, 330, 300, 360, 420], C.o400, 640) +
    village(760, 380, 1.1) +
    band([540, 520, 480, 560, 600], C.o600, 660) +
    `<path d="M560 800 L640 560 L1200 520 V800Z" fill="${C.rock}"/>` +
    band([730, 700, 740, 720, 760], C.o800),
  campania: (id) =>
    sky(id, '#f2d2a6', C.cream50) +
    volcano(820, 520, 620, 300) +
    sea(520) +
    boat(260, 600, 0.7) +
    boat(520, 650, 0.5, C.t500) +
    band([620, 600, 650, 700, 720], C.o500) +
    village(180, 690, 0.9, [C.gold300, C.t200, C.cream300, C.t300], C.t500, false) +
    pine(960, 730, 1.4) +
    pine(1110, 720, 1.1) +
    band([760, 750, 770, 760, 780], C.o800),
  puglia: (id) =>
    sky(id, '#f4dcae', C.cream100) +
    sun(980, 210, 64) +
    band([520, 500, 470, 490, 520], C.o300) +
    rows(560, 640, C.o500) +
    trullo(360, 620, 1.1) +
    trullo(470, 630, 0.9) +
    trullo(560, 625, 1) +
    `<rect x="310" y="620" width="300" height="14" fill="${C.cream300}"/>` +
    band([660, 640, 660, 650, 680], C.o400) +
    olive(150, 740, 1.6, C.o500) +
    olive(800, 730, 1.4, C.o600) +
    olive(1040, 750, 1.8, C.o500) +
    band([770, 760, 780, 770, 790], C.o700),
  veneto: (id) =>
    sky(id, '#eecfa6', C.cream100) +
    peaks([470, 300, 420, 260, 380, 320, 460], C.o200, C.cream50) +
    campanile(1000, 620, 1) +
    canalHouses(120, 620, 1.05) +
    `<rect x="0" y="620" width="1200" height="180" fill="${C.sea2}"/><g stroke="${C.sea1}" stroke-width="4" stroke-linecap="round"><path d="M140 660h120M420 700h160M760 670h120M980 720h140"/></g>` +
    gondola(620, 700, 1.3),
  lazio: (id) =>
    sky(id, '#f1c893', C.cream100) +
    sun(300, 250, 66, C.gold300) +
    band([480, 460, 470, 440, 470], C.o300) +
    dome(820, 470, 90, C.cream300, C.cream200) +
    arches(0, 640, 9, 100, 170, C.t400) +
    band([660, 650, 670, 640, 680], C.o500) +
    pine(160, 720, 1.3) +
    pine(1020, 700, 1.6) +
    cypress(1140, 740, 180) +
    band([760, 750, 770, 755, 780], C.o700),
  palermo: (id) =>
    sky(id, '#f3d5a2', C.cream100) +
    `<path d="M0 460 L220 280 L380 380 L520 250 L700 460Z" fill="${C.t200}"/>` +
    sun(980, 220, 60) +
    sea(560) +
    band([560, 540, 560, 540, 580], C.o300, 620) +
    redDomes(520, 600, 1.2) +
    pine(300, 640, 1.2) +
    band([700, 680, 700, 690, 720], C.o600) +
    olive(1000, 760, 1.3) +
    band([770, 760, 780, 770, 790], C.o800),
  tuscany: (id) =>
    sky(id, '#f1d3a5', C.cream100) +
    sun(900, 230, 60) +
    band([460, 420, 450, 400, 440], C.o300) +
    band([560, 520, 540, 500, 540], C.o400) +
    rows(560, 700, C.o300) +
    house(560, 520, 140, 90, C.cream300, C.t500) +
    house(690, 520, 70, 120, C.cream200, C.t600) +
    [440, 480, 520, 820, 860]
      .map((x, i) => cypress(x, 560 + (i % 2) * 10, 150 - (i % 2) * 20))
      .join('') +
    band([680, 660, 690, 670, 700], C.o600) +
    cypress(120, 760, 240) +
    cypress(180, 770, 190) +
    band([780, 770, 790, 775, 800], C.o800),
  cosenza: (id) =>
    sky(id, '#eec8a0', C.cream100) +
    peaks([420, 300, 360, 250, 330, 280, 400], C.o300) +
    band([500, 460, 430, 470, 520], C.o400) +
    village(600, 430, 1.3) +
    band([600, 580, 620, 590, 640], C.o600) +
    pine(220, 700, 1.3) +
    olive(950, 720, 1.4) +
    band([740, 720, 750, 730, 770], C.o800),
  naples: (id) =>
    sky(id, '#f2cfa2', C.cream50) +
    volcano(300, 500, 520, 250) +
    sea(500) +
    village(850, 560, 1, [C.gold300, C.t200, C.t300, C.cream300], C.t500, false) +
    `<rect x="700" y="560" width="500" height="240" fill="${C.t200}"/>` +
    canalHouses(700, 800, 0.7) +
    boat(420, 600, 0.8) +
    pine(120, 760, 1.5),
  bari: (id) =>
    sky(id, '#f3dbad', C.cream100) +
    sun(240, 200, 56) +
    sea(540) +
    `<g>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${520 + i * 100}" y="${420 - (i % 3) * 40}" width="100" height="${200 + (i % 3) * 40}" fill="${i % 2 ? C.cream50 : C.cream200}"/><rect x="${545 + i * 100}" y="${470 - (i % 3) * 40}" width="18" height="30" rx="9" fill="${C.ink}" opacity=".45"/><rect x="${585 + i * 100}" y="${470 - (i % 3) * 40}" width="18" height="30" rx="9" fill="${C.ink}" opacity=".45"/><rect x="${562 + i * 100}" y="${540 - (i % 3) * 20}" width="22" height="40" fill="${C.t600}" opacity=".7"/>`).join('')}</g>` +
    dome(780, 380, 50, C.cream300, C.cream50) +
    band([640, 620, 640, 630, 650], C.rock) +
    boat(260, 600, 0.8, C.t500) +
    olive(1080, 740, 1.5) +
    band([740, 730, 750, 735, 760], C.o600),
  treviso: (id) =>
    sky(id, '#efd0a3', C.cream100) +
    peaks([460, 360, 420, 330, 400, 350, 470], C.o200) +
    band([520, 500, 520, 500, 530], C.o300) +
    campanile(180, 600, 0.8, C.t400) +
    canalHouses(340, 600, 0.9) +
    `<rect x="0" y="600" width="1200" height="200" fill="${C.sea2}"/><g stroke="${C.sea1}" stroke-width="4" stroke-linecap="round"><path d="M100 650h140M480 690h180M860 660h160"/></g>` +
    `<path d="M780 610 q120 -90 240 0" stroke="${C.cream300}" stroke-width="22" fill="none"/>`,
  lombardy: (id) =>
    sky(id, '#edd2aa', C.cream100) +
    peaks([380, 230, 330, 200, 300, 240, 360], C.o300, C.cream50) +
    band([480, 440, 470, 430, 470], C.o500) +
    `<path d="M0 540 Q600 500 1200 540 V800 H0Z" fill="${C.sea1}"/><g stroke="${C.sea2}" stroke-width="4" stroke-linecap="round"><path d="M160 600h160M560 640h200M900 590h140"/></g>` +
    village(900, 540, 0.8, [C.gold300, C.t200, C.cream300, C.t300], C.t600) +
    boat(460, 620, 0.7) +
    band([720, 700, 730, 710, 740], C.o700) +
    cypress(120, 740, 200),
  rome: (id) =>
    sky(id, '#f1c893', C.cream100) +
    sun(1000, 210, 58) +
    `<g>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${i * 180}" y="${480 + (i % 3) * 30}" width="180" height="300" fill="${[C.t200, C.gold300, C.t300][i % 3]}"/>`).join('')}</g>` +
    dome(560, 430, 120) +
    pine(200, 620, 1.6) +
    pine(980, 640, 1.3) +
    band([640, 630, 650, 635, 660], C.o500) +
    `<path d="M0 700 Q600 660 1200 700 V800 H0Z" fill="${C.sea2}"/>` +
    arches(700, 720, 5, 100, 90, C.t400),
}

const itineraries = {
  'sicily-roots': [
    'sicily',
    'A Greek temple above the Sicilian sea, with olive trees and a cypress',
  ],
  'calabria-origins': ['calabria', 'A Calabrian hill town above the sea, with a fishing boat'],
  'campania-heritage': ['campania', 'Vesuvius over the Bay of Naples, with umbrella pines'],
  'puglia-discovery': ['puglia', 'Trulli among olive groves in the Itria Valley'],
  'veneto-legacy': ['veneto', 'A Venetian canal with a gondola, a bell tower and the Dolomites'],
  'lazio-discovery': ['lazio', 'A Roman aqueduct and a dome among umbrella pines'],
}
const agencies = {
  'sicilia-heritage': ['palermo', 'Red domes of Palermo by the sea', 'ZH', C.t600],
  'tuscany-roots': ['tuscany', 'A Tuscan farmhouse among cypress trees', 'CF', C.o600],
  'calabria-explorer': ['cosenza', 'A mountain village in the Sila', 'DM', C.t700],
  'campania-heritage': ['naples', 'Naples and Vesuvius across the bay', 'LH', C.t500],
  'puglia-heritage': ['bari', 'White houses of Bari by the sea', 'TU', C.o500],
  'veneto-explorer': ['treviso', 'A canal town of the Veneto under the mountains', 'LA', C.o700],
  'lombardy-roots': ['lombardy', 'A Lombard lake among the Alps', 'LR', C.gold500],
  'lazio-heritage': ['rome', 'Rome’s domes and umbrella pines', 'AT', C.t800],
}

function svg(width, height, viewBox, title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}"><title>${title}</title>${body}</svg>\n`
}
function logo(initials, color) {
  return svg(
    96,
    96,
    '0 0 96 96',
    `${initials} monogram`,
    `<circle cx="48" cy="48" r="46" fill="${C.cream50}"/><circle cx="48" cy="48" r="42" fill="none" stroke="${color}" stroke-width="3"/><circle cx="48" cy="48" r="36" fill="none" stroke="${color}" stroke-width="1" stroke-dasharray="2 4"/><path d="M30 66 q18 -10 36 0" stroke="${C.gold500}" stroke-width="2.5" fill="none" stroke-linecap="round"/><text x="48" y="56" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="27" font-weight="700" fill="${color}" letter-spacing="1">${initials}</text>`,
  )
}

mkdirSync('public/images/itineraries', { recursive: true })
mkdirSync('public/images/agencies', { recursive: true })
for (const [id, [scene, title]] of Object.entries(itineraries))
  writeFileSync(
    `public/images/itineraries/${id}.svg`,
    svg(1200, 800, '0 0 1200 800', title, scenes[scene](`s-${id}`)),
  )
for (const [id, [scene, title, initials, color]] of Object.entries(agencies)) {
  writeFileSync(
    `public/images/agencies/${id}.svg`,
    svg(800, 500, '0 50 1200 750', title, scenes[scene](`s-${id}`)),
  )
  writeFileSync(`public/images/agencies/${id}-logo.svg`, logo(initials, color))
}
