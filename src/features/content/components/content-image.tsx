import type { Image } from '../../../contract/common'
import { CarIcon } from '../../../components/icons/icons'
import { imageLoading, type ImagePriority } from '../../../components/ui/image-priority'

/**
 * The picture of an offer or a news article at a fixed aspect ratio, so nothing shifts while it
 * loads; a quiet placeholder when the dealer gave none.
 */
export function ContentImage({
  image,
  priority = false,
  className = '',
}: {
  image: Image | null
  priority?: ImagePriority
  className?: string
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
  return (
    <div className={`aspect-[16/9] overflow-hidden bg-gradient-to-b from-surface to-white ${className}`}>
      <img
        src={image.path}
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
