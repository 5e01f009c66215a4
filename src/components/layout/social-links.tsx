import { siteConfig } from '@/content/site-config'
import { cn } from '@/lib/utils'
import { FacebookIcon, InstagramIcon, LinkedinIcon } from './social-icons'

const socials = [
  { href: siteConfig.social.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: siteConfig.social.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: siteConfig.social.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
] as const

/** Facebook, Instagram and LinkedIn profiles (footer and thank-you page). */
export function SocialLinks({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  return (
    <ul className={cn('flex items-center gap-2', className)}>
      {socials.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-full border transition-colors',
              tone === 'light'
                ? 'border-cream-50/25 text-cream-50 hover:bg-cream-50/10'
                : 'border-ink/20 text-ink hover:bg-cream-100',
            )}
          >
            <Icon />
            <span className="sr-only">{`${siteConfig.name} on ${label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
