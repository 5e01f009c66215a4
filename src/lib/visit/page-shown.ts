import { countEvent } from './page-events'
import { notePage, sessionStore } from './visit-record'

/** A page was shown: note it in the visit's record and count a 'visit' on it (docs/decisions/170). */
export function pageShown(pathname: string, href: string): void {
  notePage(sessionStore(), new URL(href), document.referrer)
  countEvent('visit', pathname)
}
