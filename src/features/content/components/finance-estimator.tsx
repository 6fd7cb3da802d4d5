import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { FinancePartner } from '../../../contract/content'
import { parseAmount } from '../../../lib/amount'
import { formatNumber } from '../../../lib/format'
import { amountRefusalMessage } from '../../../lib/amount-messages'
import { useLocale } from '../../../lib/i18n/use-locale'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { FinanceCalculator } from '../../catalogue/components/finance-calculator'

/** A typical new-car price to start from, so the calculator shows an instalment straight away. */
const startingPriceSar = 100_000
/** Below this no partner finances a new car; the calculator waits for a real price. */
const minPriceSar = 10_000

/**
 * The car page's finance calculator for a price the visitor types, read by the one amount parser
 * (Arabic-Indic or Latin digits, thousands separators; decimals, signs and exponents refused with
 * a reason). While the typed price is unusable the calculator keeps the last usable one,
 * greyed out and inert, so the visitor's own choices in it are not lost.
 */
export function FinanceEstimator({ partners }: { partners: FinancePartner[] }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [priceText, setPriceText] = useState(() => formatNumber(startingPriceSar, locale))
  const [priceSar, setPriceSar] = useState(startingPriceSar)
  const typed = parseAmount(priceText, { min: minPriceSar })

  const onPriceChange = (text: string) => {
    setPriceText(text)
    const amount = parseAmount(text, { min: minPriceSar })
    if (amount.ok) setPriceSar(amount.value)
  }

  return (
    <div className="space-y-4">
      <Field
        label={t`Car price, SAR (VAT included)`}
        hint={t`Type the price of the car you have in mind.`}
        error={typed.ok ? undefined : i18n._(amountRefusalMessage(typed, locale))}
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
      <div inert={!typed.ok} className={typed.ok ? undefined : 'opacity-50'}>
        <FinanceCalculator priceSar={priceSar} partners={partners} />
      </div>
    </div>
  )
}
