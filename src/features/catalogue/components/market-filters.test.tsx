import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { marketSearchSchema, type MarketSearch } from '../../../lib/market-search'
import { MarketFilters } from './market-filters'
import { formatNumber } from '../../../lib/format'
import type { Locale } from '../../../../app.config'

const facets = { brands: [], fuel: [], transmission: [], body: [], years: [] }

async function renderFilters(search: Partial<MarketSearch> = {}) {
  const onChange = vi.fn()
  await renderWithRouter(() => (
    <MarketFilters search={{ ...marketSearchSchema.parse({}), ...search }} facets={facets} models={[]} onChange={onChange} />
  ))
  const min = screen.getByRole('textbox', { name: 'From' })
  const max = screen.getByRole('textbox', { name: 'To' })
  const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply price' }))
  return { onChange, min, max, apply }
}

describe('the market price filter', () => {
  it('names what it refuses next to the box and searches nothing', async () => {
    const { onChange, min, max, apply } = await renderFilters()
    fireEvent.change(min, { target: { value: '1e9' } })
    fireEvent.change(max, { target: { value: '12.5' } })
    apply()
    expect(min).toHaveAttribute('aria-invalid', 'true')
    expect(min).toHaveAccessibleDescription(/Please write the amount in full, for example 100000, without the letter e\./)
    expect(max).toHaveAccessibleDescription(/Please enter whole riyals, without a decimal point\./)
    expect(min).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()

    fireEvent.change(min, { target: { value: '-5000' } })
    fireEvent.change(max, { target: { value: '' } })
    apply()
    expect(min).toHaveAccessibleDescription(/without a minus sign/)
    expect(max).not.toHaveAttribute('aria-invalid')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('swaps a minimum above the maximum in the boxes and in the search, and leaves an empty box open', async () => {
    const { onChange, min, max, apply } = await renderFilters()
    fireEvent.change(min, { target: { value: '200,000' } })
    fireEvent.change(max, { target: { value: '١٠٠٬٠٠٠' } })
    apply()
    expect(onChange).toHaveBeenCalledWith({ priceMin: 100_000, priceMax: 200_000, page: 1 })
    expect(min).toHaveValue('100000')
    expect(max).toHaveValue('200000')

    fireEvent.change(min, { target: { value: '' } })
    apply()
    expect(onChange).toHaveBeenLastCalledWith({ priceMin: undefined, priceMax: 200_000, page: 1 })
  })

  it('shows a reversed range from the address the way it is searched', async () => {
    const { min, max } = await renderFilters({ priceMin: 200_000, priceMax: 100_000 })
    expect(min).toHaveValue('100000')
    expect(max).toHaveValue('200000')
  })
})

describe('the market filter counts', () => {
  for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
    it(`group thousands as every other number on the site (${locale})`, async () => {
      const counted = {
        brands: [{ value: 'toyota', label: 'Toyota', count: 1234 }],
        fuel: [],
        transmission: [],
        body: [],
        years: [{ value: 2026, count: 12_500 }],
      }
      await renderWithRouter(
        () => <MarketFilters search={marketSearchSchema.parse({})} facets={counted} models={[]} onChange={vi.fn()} />,
        { locale },
      )
      const grouped = formatNumber(1234, locale)
      expect(grouped).not.toBe('1234')
      expect(screen.getByRole('group', { name: /Brand/ })).toHaveTextContent(grouped)
      // The year itself is a name, not a quantity: it keeps its four digits.
      expect(screen.getByRole('option', { name: `2026 (${formatNumber(12_500, locale)})` })).toBeInTheDocument()
    })
  }
})
