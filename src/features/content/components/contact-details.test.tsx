import { describe, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { testDealerSettings } from '../../../../tests/fixtures/dealer-settings'
import { expectHoursKeptTogether } from '../../../../tests/fixtures/no-break-expect'
import { ContactDetails } from './contact-details'

describe('ContactDetails', () => {
  it('keeps each range of the working hours on one line', async () => {
    await renderWithRouter(() => <ContactDetails settings={testDealerSettings()} />, { locale: 'ar' })
    expectHoursKeptTogether(within(screen.getByTestId('contact-details')).getByText(/^المعارض:/).textContent)
  })
})
