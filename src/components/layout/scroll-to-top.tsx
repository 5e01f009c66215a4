import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** Every route change scrolls the page to the top (docs/product/public-site.md, "Layout"). Search-param changes do not. */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
