import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import type { Locale } from '../../../../app.config'
import { formatNumber } from '../../../lib/format'
import { FinanceEstimator } from './finance-estimator'

const partners = [
  { id: 1, slug: 'al-rajhi-bank', kind: 'bank' as const, name: 'Al Rajhi Bank', profitRatePercent: 3.85, maxTermMonths: 60 },
]

describe('the finance page calculator', () => {
  for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
    it(`starts from figures grouped like every other amount, and reads them back (${locale})`, async () => {
      await renderWithRouter(() => <FinanceEstimator partners={partners} />, { locale })
      const price = screen.getByTestId('finance-price')
      const down = screen.getByTestId('finance-down-payment')
      expect(price).toHaveValue(formatNumber(100_000, locale))
      expect(down).toHaveValue(formatNumber(15_000, locale))
      expect(formatNumber(15_000, locale)).not.toBe('15000')
      // The grouped figures are amounts the one parser reads: no refusal under either box.
      expect(price).not.toHaveAttribute('aria-invalid')
      expect(down).not.toHaveAttribute('aria-invalid')
      expect(screen.getByTestId('finance-monthly')).toHaveTextContent(/\d/)
      fireEvent.change(price, { target: { value: '200000' } })
      expect(price).toHaveValue('200000')
    })
  }
})
