import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CarDetail } from '../../../contract/catalogue'
import { Button } from '../../../components/ui/button'
import { Radio } from '../../../components/ui/checkbox'
import { CarImage } from './car-image'

/** The car's pictures with colour swatches; choosing a colour repaints the picture shown. */
export function CarGallery({ car }: { car: CarDetail }) {
  const { t } = useLingui()
  const [colorIndex, setColorIndex] = useState(0)
  const [imageIndex, setImageIndex] = useState(0)
  const color = car.colors[colorIndex]
  const images = car.images.length > 0 ? car.images : car.image ? [car.image] : []
  const image = color ? color.image : images[imageIndex]

  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-line">
        {image ? (
          <CarImage src={image.path} alt={color ? `${image.alt} – ${color.name}` : image.alt} hex={color?.hex} priority />
        ) : (
          <div className="aspect-[16/10] bg-surface" />
        )}
      </div>
      {images.length > 1 && !color ? (
        <ul className="mt-3 flex gap-2" aria-label={t({ message: 'Pictures', comment: 'Car page: accessible name of the photo gallery' })}>
          {images.map((picture, index) => (
            <li key={picture.path}>
              <Button
                variant="plain"
                onClick={() => setImageIndex(index)}
                aria-pressed={index === imageIndex}
                className="w-24 overflow-hidden rounded-lg border-2 border-line aria-pressed:border-brand-600"
              >
                <CarImage src={picture.path} alt={picture.alt} />
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
                onChange={() => setColorIndex(index)}
                label={
                  <>
                    <span
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
