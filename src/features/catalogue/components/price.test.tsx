import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { InstallmentFrom, Price, keepAmountWithTail } from './price'

describe('keepAmountWithTail', () => {
  it('joins the amount and the words after it with no-break spaces, and leaves the words before it', () => {
    expect(keepAmountWithTail('Installment starts from SAR 1,646 / month', 'SAR 1,646')).toBe(
      'Installment starts from SAR\u00a01,646\u00a0/\u00a0month',
    )
    expect(keepAmountWithTail('القسط يبدأ من 1,646 ر.س شهريًا', '1,646 ر.س')).toBe('القسط يبدأ من 1,646\u00a0ر.س\u00a0شهريًا')
  })

  it('leaves a text without the amount as it is', () => {
    expect(keepAmountWithTail('From 1,646 a month', '2,000')).toBe('From 1,646 a month')
  })
})

describe('InstallmentFrom', () => {
  it('never lets "/ month" start a line of its own', async () => {
    await renderWithRouter(() => <InstallmentFrom amountSar={1_646} />)
    const text = screen.getByTestId('installment-from').textContent ?? ''
    expect(text).toMatch(/^Installment starts from /)
    expect(text.slice('Installment starts from '.length)).not.toMatch(/ /)
  })
})

describe('Price', () => {
  it('strikes the list price through beside a sale price, read aloud as "was"', async () => {
    await renderWithRouter(() => <Price amountSar={67_000} listSar={69_900} />)
    const struck = screen.getByTestId('list-price')
    expect(struck.tagName).toBe('S')
    expect(struck.textContent).toMatch(/^Was\s+SAR\s69,900$/)
    expect(screen.getByTestId('price').textContent).toMatch(/^SAR\s67,000Was/)
  })

  it('shows no struck price without a sale price', async () => {
    await renderWithRouter(() => <Price amountSar={69_900} />)
    expect(screen.queryByTestId('list-price')).toBeNull()
  })
})
