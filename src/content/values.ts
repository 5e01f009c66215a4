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
      'Many emigrants came from small inland towns that guidebooks skip. That is where we take you, and where your visit matters most.',
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
      'Visitors crowd into a few famous places: in 2018, by ISTAT’s count, the 20 Italian towns with the most tourist nights took about 30 percent of all the nights spent in Italy’s hotels and other lodgings. In the busiest of them, the experience becomes the same for everyone.',
      'Meanwhile the small towns of Italy’s inner areas, about 4,000 comuni by ISTAT’s count, lost 5 percent of their residents between 2014 and 2024, more than twice the national decline. Many of them are the towns that emigrants left a century ago.',
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
