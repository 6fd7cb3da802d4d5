import type { CarPicture } from '../../../contract/catalogue'
import { imageLoading, type ImagePriority } from '../../../components/ui/image-priority'
import { svgRenditionSources } from '../../../lib/svg-renditions'

/** How a card's picture is laid out: one column on phones, two from `sm`, three or four from `lg`. */
export const cardPictureSizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

/**
 * A car picture in the 16:10 box every car picture fills, so nothing moves when it loads
 * (decision 0057). An uploaded photo comes in AVIF and WebP at several widths and the browser
 * picks one for `sizes`; a drawing, already painted in the colour, comes as WebP at three widths
 * (an SVG image would be drawn on the page's main thread: src/lib/svg-renditions.ts).
 * `priority`: see ImagePriority (`'high'` for the first card, the car page's main picture).
 */
export function CarImage({
  picture,
  sizes = cardPictureSizes,
  className = '',
  priority = false,
}: {
  picture: CarPicture
  sizes?: string
  className?: string
  priority?: ImagePriority
}) {
  // What a photo and a drawing share: the box's size (nothing moves) and when to fetch it.
  const imageProps = {
    src: picture.path,
    alt: picture.alt,
    width: 640,
    height: 400,
    ...imageLoading(priority),
    decoding: 'async',
  } as const
  const photoSizes = picture.sizes ?? []
  const drawing = svgRenditionSources(picture.path)
  return (
    <div className={`relative aspect-[16/10] overflow-hidden bg-gradient-to-b from-surface to-white ${className}`}>
      {photoSizes.length > 0 ? (
        <picture>
          <source type="image/avif" srcSet={photoSizes.map((size) => `${size.avif} ${size.width}w`).join(', ')} sizes={sizes} />
          <source type="image/webp" srcSet={photoSizes.map((size) => `${size.webp} ${size.width}w`).join(', ')} sizes={sizes} />
          <img {...imageProps} data-testid="car-photo" className="absolute inset-0 size-full object-cover" />
        </picture>
      ) : (
        <img
          {...imageProps}
          {...(drawing ? { ...drawing, sizes } : {})}
          data-testid="car-drawing"
          className="absolute inset-[6%] h-[88%] w-[88%] object-contain"
        />
      )}
    </div>
  )
}
