import type { CSSProperties } from 'react'

/**
 * A car picture in a chosen paint colour. The picture is a neutral (white) side view; the colour
 * fills a mask cut from the same picture and the picture is multiplied over it, so shading and
 * glass stay dark while the body takes the colour. Fixed aspect ratio: no layout shift.
 */
export function CarImage({
  src,
  alt,
  hex,
  className = '',
  priority = false,
}: {
  src: string
  alt: string
  hex?: string
  className?: string
  priority?: boolean
}) {
  // The picture's address goes in one custom property; the .paint-mask rule does the rest.
  const paint = hex ? ({ backgroundColor: hex, '--car-picture': `url("${src}")` } as CSSProperties) : undefined
  return (
    <div className={`relative aspect-[16/10] overflow-hidden bg-gradient-to-b from-surface to-white ${className}`}>
      {paint ? <div aria-hidden="true" data-testid="car-paint" className="paint-mask absolute inset-[6%]" style={paint} /> : null}
      <img
        src={src}
        alt={alt}
        width={640}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className="absolute inset-[6%] h-[88%] w-[88%] object-contain mix-blend-multiply"
      />
    </div>
  )
}
