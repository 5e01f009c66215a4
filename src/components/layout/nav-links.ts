import { paths } from '@/config/paths'

/** The header's links (docs/product/public-site.md, "Header"), shared by the desktop nav and the mobile menu. */
export const headerLinks = [
  { to: paths.home(), label: 'Home' },
  { to: paths.blog(), label: 'Regions' },
  { to: paths.ourValues(), label: 'Our Values' },
  { to: paths.howItWorks(), label: 'How it works' },
] as const

export const ctaLabel = 'Start Your Journey Home'
