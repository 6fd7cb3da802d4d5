import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { OfferRate } from './offer-rate'

describe('OfferRate', () => {
  it('shows a 0% finance offer as 0%, not as an offer without a rate', async () => {
    await renderWithRouter(() => <OfferRate ratePercent={0} />)
    expect(screen.getByTestId('offer-rate')).toHaveTextContent('Profit rate 0%')
  })

  it('shows any other rate as given and nothing for an offer that sets none', async () => {
    await renderWithRouter(() => (
      <>
        <OfferRate ratePercent={1.99} />
        <OfferRate ratePercent={null} />
      </>
    ))
    expect(screen.getAllByTestId('offer-rate').map((element) => element.textContent)).toEqual(['Profit rate 1.99%'])
  })
})
