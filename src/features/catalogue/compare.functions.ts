import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idSchema, withLocale } from '../../contract/common'
import type { CarDetail } from '../../contract/catalogue'
import { getCarOperation } from '../../contract/catalogue-api'
import { maxComparedCars } from '../../contract/values'
import { getDealerApi } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'

/**
 * A car as its comparison column needs it: its page's facts without the description, pictures,
 * related cars and the branch its page's "Call" button dials.
 */
export type ComparedCar = Omit<CarDetail, 'related' | 'description' | 'images' | 'colors' | 'branch'> & {
  colors: Array<Pick<CarDetail['colors'][number], 'name' | 'hex' | 'image'>>
}

export type ComparedCars = {
  /** The cars found, in the order the link names them. */
  cars: ComparedCar[]
  /** Ids the link names that the dealer no longer lists (sold, retired) or never did. */
  missing: number[]
}

function toComparedCar({
  related: _related,
  description: _description,
  images: _images,
  branch: _branch,
  colors,
  ...car
}: CarDetail): ComparedCar {
  return { ...car, colors: colors.map((color) => ({ name: color.name, hex: color.hex, image: color.image })) }
}

/**
 * The cars of a comparison link, each read as its own page reads it; one the dealer no longer
 * lists (404 or 410) is reported missing rather than failing the comparison.
 */
export const fetchComparedCars = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, ids: z.array(idSchema).max(maxComparedCars) }))
  .handler(async ({ data: { locale, ids } }): Promise<ComparedCars> => {
    const api = getDealerApi()
    const found = await Promise.all(
      ids.map(async (id) => {
        try {
          return await api.call(getCarOperation, { locale, params: { id } })
        } catch (error) {
          if (error instanceof DealerApiError && (error.status === 404 || error.status === 410)) return null
          throw error
        }
      }),
    )
    return {
      cars: found.flatMap((car) => (car ? [toComparedCar(car)] : [])),
      missing: ids.filter((_, index) => found[index] === null),
    }
  })
