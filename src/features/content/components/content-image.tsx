import type { Image } from '../../../contract/common'
import { CarIcon } from '../../../components/icons/icons'
import { imageLoading, type ImagePriority } from '../../../components/ui/image-priority'
import { svgRenditionSources } from '../../../lib/svg-renditions'
// Offers' and news' grids lay their cards out as the cars' do.
import { cardPictureSizes } from '../../catalogue/components/car-image'

/** The picture on an offer's or an article's own page: about half of a wide screen, a phone's full width. */
export const contentPageImageSizes = '(min-width: 1024px) 700px, 100vw'

/**
 * The picture of an offer or a news article at a fixed aspect ratio, so nothing shifts while it
 * loads; a quiet stand-in when the dealer gave none. The site's own drawings come as WebP at
 * three widths for `sizes` (an SVG image would be drawn on the page's main thread).
 */
export function ContentImage({
  image,
  priority = false,
  className = '',
  sizes = cardPictureSizes,
}: {
  image: Image | null
  priority?: ImagePriority
  className?: string
  /** How wide the picture is shown: a card's width unless told. */
  sizes?: string
}) {
  if (!image) {
    return (
      <div
        aria-hidden="true"
        className={`flex aspect-[16/9] items-center justify-center bg-gradient-to-b from-brand-50 to-surface ${className}`}
      >
        <CarIcon className="size-14 text-brand-200" />
      </div>
    )
  }
  const rendition = svgRenditionSources(image.path)
  return (
    <div className={`aspect-[16/9] overflow-hidden bg-gradient-to-b from-surface to-white ${className}`}>
      <img
        src={image.path}
        {...(rendition ? { ...rendition, sizes } : {})}
        alt={image.alt}
        width={800}
        height={450}
        {...imageLoading(priority)}
        decoding="async"
        className="size-full object-contain p-[5%]"
      />
    </div>
  )
}
