import { siteConfig } from '@/content/site-config'

/** A pre-filled e-mail to the lead: subject and greeting (docs/product/admin.md, "Actions"). */
export function mailtoLink(email: string, name: string): string {
  const subject = `Your Italian heritage journey with ${siteConfig.name}`
  const firstName = name.trim().split(/\s+/)[0] || name.trim()
  const body = `Dear ${firstName},\n\nThank you for your heritage-trip inquiry with ${siteConfig.name}. `
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** A phone link: digits and a leading plus only. Null when there is no usable number. */
export function telLink(phone: string | null): string | null {
  if (!phone) return null
  const trimmed = phone.trim()
  const digits = trimmed.replace(/[^\d]/g, '')
  if (!digits) return null
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`
}
