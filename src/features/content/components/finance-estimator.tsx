import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { FinancePartner } from '../../../contract/content'
import { parseAmount } from '../../../lib/digits'
import { formatSar } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { FinanceCalculator } from '../../catalogue/components/finance-calculator'

/** A typical new-car price to start from, so the calculator shows an instalment straight away. */
const startingPriceSar = 100_000
/** Below this no partner finances a new car; the calculator waits for a real price. */
const minPriceSar = 10_000

/**
 * The car page's finance calculator for a price the visitor types (Arabic-Indic or Latin digits,
 * separators ignored). While the typed price is unusable the calculator keeps the last usable one,
 * greyed out and inert, so the visitor's own choices in it are not lost.
 */
export function FinanceEstimator({ partners }: { partners: FinancePartner[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [priceText, setPriceText] = useState(String(startingPriceSar))
  const [priceSar, setPriceSar] = useState(startingPriceSar)
  const typed = parseAmount(priceText)
  const usable = typed !== undefined && typed >= minPriceSar
  const minimum = formatSar(minPriceSar, locale)

  const onPriceChange = (text: string) => {
    setPriceText(text)
    const amount = parseAmount(text)
    if (amount !== undefined && amount >= minPriceSar) setPriceSar(amount)
  }

  return (
    <div className="space-y-4">
      <Field
        label={t`Car price, SAR (VAT included)`}
        hint={t`Type the price of the car you have in mind.`}
        error={usable ? undefined : t`Enter a price of at least ${minimum}.`}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          size="lg"
          className="text-lg"
          value={priceText}
          onChange={(event) => onPriceChange(event.target.value)}
          data-testid="finance-price"
        />
      </Field>
      <div inert={!usable} className={usable ? undefined : 'opacity-50'}>
        <FinanceCalculator priceSar={priceSar} partners={partners} />
      </div>
    </div>
  )
}
