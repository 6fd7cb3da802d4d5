import { describe, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'
import { testDealerSettings } from '../../../tests/fixtures/dealer-settings'
import { expectHoursKeptTogether } from '../../../tests/fixtures/no-break-expect'
import { Footer } from './footer'

describe('Footer', () => {
  it('keeps each range of the working hours on one line', async () => {
    await renderWithRouter(() => <Footer settings={testDealerSettings()} />, { locale: 'ar' })
    // getByText folds no-break spaces into spaces; the element's own text keeps them.
    expectHoursKeptTogether(screen.getByText(/^المعارض:/).textContent)
  })
})
