import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { OfferValidity } from './offer-validity'

describe('OfferValidity', () => {
  it('keeps each Hijri date on one line; the words between them still wrap', async () => {
    await renderWithRouter(() => <OfferValidity offer={{ startsOn: '2026-11-24', endsOn: '2026-12-31' }} />, { locale: 'ar' })
    const hijriLine = screen.getByTestId('offer-validity').querySelector('p.text-muted')!.textContent!
    const [from, to] = hijriLine.split(' to ')
    for (const date of [from, to]) {
      expect(date).toMatch(/\u00a0هـ$/)
      expect(date).not.toContain(' ')
    }
  })
})
