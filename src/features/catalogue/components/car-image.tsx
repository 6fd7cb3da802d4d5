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
  const mask: CSSProperties | undefined = hex
    ? {
        backgroundColor: hex,
        maskImage: `url("${src}")`,
        WebkitMaskImage: `url("${src}")`,
        maskSize: 'contain',
        WebkitMaskSize: 'contain',
        maskRepeat: 'no-repeat',
        WebkitMaskRepeat: 'no-repeat',
        maskPosition: 'center',
        WebkitMaskPosition: 'center',
      }
    : undefined
  return (
    <div className={`relative aspect-[16/10] overflow-hidden bg-gradient-to-b from-surface to-white ${className}`}>
      {mask ? <div aria-hidden="true" className="absolute inset-[6%]" style={mask} /> : null}
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
