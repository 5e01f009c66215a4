import { useState, type ImgHTMLAttributes } from 'react'

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
 * (spec §8 "Image load failure").
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
  return (
    <img
      {...props}
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
