import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CarDetail, CarPicture } from '../../../contract/catalogue'
import { Button } from '../../../components/ui/button'
import { Radio } from '../../../components/ui/checkbox'
import { CarImage } from './car-image'

/** The main picture on a car page: as wide as its column up to the page's width. */
const mainPictureSizes = '(min-width: 1024px) 640px, 100vw'

/**
 * The car's pictures with colour swatches: the chosen colour's photos (main picture and
 * thumbnails) or, until staff upload some, its drawing (decision 0057).
 */
export function CarGallery({
  car,
  initialColor = 0,
  onColorChange,
}: {
  car: CarDetail
  /** The colour to show first (the page's URL keeps the visitor's choice across the language switch). */
  initialColor?: number
  onColorChange?: (index: number) => void
}) {
  const { t } = useLingui()
  const [colorIndex, setColorIndex] = useState(initialColor < car.colors.length ? initialColor : 0)
  const [imageIndex, setImageIndex] = useState(0)
  const color = car.colors[colorIndex]
  const pictures: CarPicture[] = color ? (color.photos.length > 0 ? color.photos : [color.image]) : car.image ? [car.image] : []
  const picture = pictures[imageIndex] ?? pictures[0]
  const chooseColor = (index: number) => {
    setColorIndex(index)
    setImageIndex(0)
    // The page's WhatsApp message names the colour chosen here.
    onColorChange?.(index)
  }

  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-line" data-testid="car-main-picture">
        {picture ? (
          <CarImage
            picture={color && !picture.sizes ? { ...picture, alt: `${picture.alt} – ${color.name}` } : picture}
            sizes={mainPictureSizes}
            priority="high"
          />
        ) : (
          <div className="aspect-[16/10] bg-surface" />
        )}
      </div>
      {pictures.length > 1 ? (
        <ul
          className="mt-3 flex flex-wrap gap-2"
          aria-label={t({ message: 'Pictures', comment: 'Car page: accessible name of the photo gallery' })}
        >
          {pictures.map((thumbnail, index) => (
            <li key={thumbnail.path}>
              <Button
                variant="plain"
                onClick={() => setImageIndex(index)}
                aria-pressed={index === imageIndex}
                className="w-24 overflow-hidden rounded-lg border-2 border-line aria-pressed:border-brand-600"
              >
                <CarImage picture={thumbnail} sizes="96px" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {car.colors.length > 0 ? (
        <fieldset className="mt-5">
          <legend className="text-sm font-bold text-ink">
            {t({ message: 'Available colors', comment: 'Car page: heading of the colours the car comes in' })}:{' '}
            <span className="font-normal text-ink-soft">{color?.name}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {car.colors.map((option, index) => (
              <Radio
                key={option.hex + option.name}
                name="car-color"
                custom
                checked={index === colorIndex}
                onChange={() => chooseColor(index)}
                label={
                  <>
                    {/* The tooltip is for the mouse; screen readers hear the name once, from the hidden text. */}
                    <span
                      aria-hidden="true"
                      title={option.name}
                      className="block size-10 rounded-full border border-black/15 shadow-inner ring-offset-2 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-accent-500"
                      style={{ backgroundColor: option.hex }}
                    />
                    <span className="sr-only">{option.name}</span>
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  )
}
