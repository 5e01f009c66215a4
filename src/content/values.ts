/** /our-values (docs/product/public-site.md, "Our values"): the four values, and the overtourism problem with Radici's answer to it. */
export interface Value {
  id: 'authenticity' | 'local-expertise' | 'hidden-treasures' | 'cultural-bridge'
  title: string
  description: string
}

export const values: readonly Value[] = [
  {
    id: 'authenticity',
    title: 'Authenticity',
    description:
      'No scripted tours or staged folklore. You meet real places and real people: the archive clerk, the parish priest, the family that still bakes bread in your great-grandmother’s street.',
  },
  {
    id: 'local-expertise',
    title: 'Local Expertise',
    description:
      'Every journey is designed by agencies and genealogists who live in the region, speak its dialect and know where its records are kept.',
  },
  {
    id: 'hidden-treasures',
    title: 'Hidden Treasures',
    description:
      'Most of our travelers’ ancestors came from small inland towns that guidebooks skip. That is where we take you, and where your visit matters most.',
  },
  {
    id: 'cultural-bridge',
    title: 'Cultural Bridge',
    description:
      'We connect the Italian diaspora with the communities their families left, so that a trip becomes a lasting relationship on both sides of the ocean.',
  },
]

export const overtourism = {
  problem: {
    title: 'The problem: overtourism',
    paragraphs: [
      'A handful of famous cities receive most of Italy’s visitors. Their centers empty of residents, prices rise and the experience becomes the same for everyone.',
      'Meanwhile thousands of small towns, the very towns that emigrants left a century ago, are losing their young people, their shops and their schools.',
    ],
  },
  solution: {
    title: 'Our solution: root tourism',
    paragraphs: [
      'Root tourism sends travelers where their story began. It spreads visits across the seasons and across the country, and it brings income to family-run guesthouses, trattorias and local guides.',
      'Every journey we plan is built with a local partner, so the value of your trip stays in the community that welcomes you.',
    ],
  },
} as const
