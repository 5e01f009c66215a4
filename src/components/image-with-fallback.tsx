import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'

export const DEFAULT_IMAGE = '/images/default-photo.svg'

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string
  alt: string
  width: number
  height: number
  fallbackSrc?: string
}

/**
 * An image that always has its size (no layout shift) and swaps to a local default picture when it fails to load
 * (docs/product/errors.md, "Public site").
 */
export function ImageWithFallback({
  src,
  fallbackSrc = DEFAULT_IMAGE,
  alt,
  loading = 'lazy',
  decoding = 'async',
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const current = failedSrc === src ? fallbackSrc : src
  const ref = useRef<HTMLImageElement>(null)
  // A prerendered image can fail before React hydrates and attaches onError: check once mounted.
  useEffect(() => {
    const image = ref.current
    if (!image || !image.complete || image.naturalWidth > 0 || image.getAttribute('src') === fallbackSrc) return
    // complete with no width: broken, or an SVG without intrinsic size. Ask the (cached) resource again.
    let active = true
    const probe = new Image()
    probe.onerror = () => {
      if (active) setFailedSrc(src)
    }
    probe.src = image.currentSrc || image.src
    return () => {
      active = false
    }
  }, [src, fallbackSrc])
  return (
    <img
      {...props}
      ref={ref}
      src={current}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (current !== fallbackSrc) setFailedSrc(src)
      }}
    />
  )
}
