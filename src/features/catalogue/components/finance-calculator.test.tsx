import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { FinanceCalculator } from './finance-calculator'

const zeroOffer = { id: 4, title: 'Zero profit', profitRatePercent: 0, termMonths: 12, downPaymentPercent: 20 }

describe('FinanceCalculator under a finance offer', () => {
  it('refuses a down payment below the offer’s least one next to the field, naming it in riyals, and quotes nothing', async () => {
    await renderWithRouter(() => <FinanceCalculator priceSar={67_000} partners={[]} offers={[zeroOffer]} choices={{ rate: 'offer-4' }} />)
    const down = screen.getByTestId('finance-down-payment')
    fireEvent.change(down, { target: { value: '10000' } })
    const field = down.closest('div')!.parentElement!
    expect(field.textContent).toMatch(/at least SAR\s13,400/)
    expect(down).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByTestId('finance-monthly')).toBeNull()
    expect(screen.getByTestId('finance-refusal')).toBeInTheDocument()
  })

  it('quotes at the least down payment, and from it without the offer', async () => {
    await renderWithRouter(() => <FinanceCalculator priceSar={67_000} partners={[]} offers={[zeroOffer]} choices={{ rate: 'offer-4' }} />)
    const down = screen.getByTestId('finance-down-payment')
    fireEvent.change(down, { target: { value: '13,400' } })
    // 53,600 at 0% over 12 months.
    expect(screen.getByTestId('finance-monthly').textContent).toMatch(/4,467/)
    fireEvent.change(down, { target: { value: '10000' } })
    fireEvent.change(screen.getByTestId('finance-rate'), { target: { value: 'advertised' } })
    expect(screen.queryByText(/at least SAR/)).toBeNull()
    expect(screen.getByTestId('finance-monthly')).toBeInTheDocument()
  })
})
