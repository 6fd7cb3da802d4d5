import { useLingui } from '@lingui/react/macro'
import type { CarDetail } from '../../../contract/catalogue'
import { bodyLabels, featureGroupLabels, fuelLabels, specGroupLabels, transmissionLabels } from '../catalogue-labels'

/** The key facts the spec names: engine type, manufacture year, fuel type, seats (and more). */
export function CarFacts({ car }: { car: CarDetail }) {
  const { t, i18n } = useLingui()
  const facts = [
    { label: t({ message: 'Engine type', comment: 'Car details: engine description (for example 2.5L 4-cylinder)' }), value: car.engine },
    { label: t({ message: 'Manufacture year', comment: 'Car details: model year of the car' }), value: String(car.year) },
    {
      label: t({ message: 'Fuel type', comment: 'Car details and market filter: petrol, diesel, hybrid or electric' }),
      value: i18n._(fuelLabels[car.fuelType]),
    },
    { label: t({ message: 'Seats', comment: 'Car details: number of seats' }), value: String(car.seats) },
    { label: t`Transmission`, value: i18n._(transmissionLabels[car.transmission]) },
    {
      label: t({ message: 'Body type', comment: 'Car details and market filter: sedan, SUV, pickup…' }),
      value: i18n._(bodyLabels[car.bodyType]),
    },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-surface p-4">
          <dt className="text-sm text-muted">{fact.label}</dt>
          <dd className="mt-1 font-bold text-ink">
            <bdi>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Features grouped as exterior, comfort and convenience, and safety. */
export function CarFeatures({ car }: { car: CarDetail }) {
  const { i18n } = useLingui()
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {car.features.map((group) => (
        <section key={group.group} aria-labelledby={`features-${group.group}`} className="rounded-2xl border border-line p-5">
          <h3 id={`features-${group.group}`} className="font-bold text-brand-800">
            {i18n._(featureGroupLabels[group.group])}
          </h3>
          <ul className="mt-3 space-y-2">
            {group.items.map((item) => (
              <li key={item} className="flex gap-2 text-ink-soft">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** Specifications grouped as engine, transmission, measurements and chassis. */
export function CarSpecs({ car }: { car: CarDetail }) {
  const { i18n } = useLingui()
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {car.specs.map((group) => (
        <section key={group.group} aria-labelledby={`specs-${group.group}`}>
          <h3 id={`specs-${group.group}`} className="font-bold text-brand-800">
            {i18n._(specGroupLabels[group.group])}
          </h3>
          <table className="mt-3 w-full text-start text-sm">
            <tbody>
              {group.items.map((item) => (
                <tr key={item.label} className="border-b border-line">
                  <th scope="row" className="py-2.5 pe-4 text-start font-normal text-muted">
                    {item.label}
                  </th>
                  <td className="py-2.5 font-medium text-ink">
                    <bdi>{item.value}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  )
}
