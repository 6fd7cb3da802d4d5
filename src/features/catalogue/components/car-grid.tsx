import type { ReactNode } from 'react'
import type { CarSummary } from '../../../contract/catalogue'
import { CarCard, type CarCardProps } from './car-card'
import { listImagePriority } from '../../../components/ui/image-priority'

const layouts = {
  /** A page's full width. */
  wide: 'sm:grid-cols-2 lg:grid-cols-3',
  /** Beside the market's filters, three only once there is room for them. */
  'beside-filters': 'sm:grid-cols-2 xl:grid-cols-3',
  /** Smaller cards, four to a row (related cars). */
  dense: 'sm:grid-cols-2 lg:grid-cols-4',
}

/** Every list of cars: one `CarCard` per car, in a responsive grid. */
export function CarGrid({
  cars,
  layout = 'wide',
  priorityCount = 0,
  headingLevel,
  action,
  testId,
  installmentTerms,
}: {
  cars: readonly CarSummary[]
  layout?: keyof typeof layouts
  /** How many cards at the top load their picture at once (those in view when the page opens). */
  priorityCount?: number
  headingLevel?: CarCardProps['headingLevel']
  /** An extra action for each card. */
  action?: (car: CarSummary) => ReactNode
  testId?: string
  /** The terms every card's "from … / month" is quoted on, when not the advertised ones (an offer's). */
  installmentTerms?: string
}) {
  return (
    <ul className={`grid gap-6 ${layouts[layout]}`} data-testid={testId}>
      {cars.map((car, index) => (
        <li key={car.id}>
          <CarCard
            car={car}
            priority={listImagePriority(index, priorityCount)}
            headingLevel={headingLevel}
            action={action?.(car)}
            installmentTerms={installmentTerms}
          />
        </li>
      ))}
    </ul>
  )
}
